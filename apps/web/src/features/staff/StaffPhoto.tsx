import { useClient } from 'urql';
import { useRefreshableQuery } from '../../app/graphql/useRefreshableQuery.ts';
import { graphql } from '../../gql/index.ts';
import { PersonImage } from '../../ui/PersonImage.tsx';

const StaffPhotoQuery = graphql(`
  query StaffPhoto($personId: ID!) {
    getUrlForStaffPicDownload(personId: $personId)
  }
`);

const StaffPhotoUploadQuery = graphql(`
  query StaffPhotoUpload($personId: ID!, $contentType: String!) {
    getUrlForStaffPicUpload(personId: $personId, contentType: $contentType)
  }
`);

interface StaffPhotoProps {
  personId: string;
  name: string;
  hasImage: boolean;
  /** Whether the user may change it (manage-staff-member where the staff member works). */
  editable: boolean;
  onChanged: () => void;
}

/** The staff member's photo with an upload button (spec 3 §7; signed upload, as members' profile images). */
export function StaffPhoto({ personId, name, hasImage, editable, onChanged }: StaffPhotoProps) {
  const client = useClient();
  const [{ data }, reload] = useRefreshableQuery({
    query: StaffPhotoQuery,
    variables: { personId },
    pause: !hasImage,
    requestPolicy: 'network-only',
  });
  return (
    <PersonImage
      name={name}
      src={hasImage ? (data?.getUrlForStaffPicDownload ?? null) : null}
      editable={editable}
      requestUploadUrl={async (contentType) => {
        const target = await client
          .query(StaffPhotoUploadQuery, { personId, contentType }, { requestPolicy: 'network-only' })
          .toPromise();
        return { url: target.data?.getUrlForStaffPicUpload ?? null, error: target.error };
      }}
      onUploaded={() => {
        reload();
        onChanged();
      }}
    />
  );
}
