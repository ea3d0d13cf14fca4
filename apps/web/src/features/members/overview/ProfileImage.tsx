import { useClient } from 'urql';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { graphql } from '../../../gql/index.ts';
import { PersonImage } from '../../../ui/PersonImage.tsx';

const ProfileImageQuery = graphql(`
  query ProfileImage($personId: ID!) {
    getUrlForUserPicDownload(personId: $personId)
  }
`);

const ProfileImageUploadQuery = graphql(`
  query ProfileImageUpload($personId: ID!, $contentType: String!) {
    getUrlForUserPicUpload(personId: $personId, contentType: $contentType)
  }
`);

interface ProfileImageProps {
  personId: string;
  name: string;
  hasImage: boolean;
  /** Whether the user may change it (manage-member on the home branch). */
  editable: boolean;
  onChanged: () => void;
}

/** The member's picture, with an upload button: getUrlForUserPicUpload, then a PUT (spec 2 §7). */
export function ProfileImage({ personId, name, hasImage, editable, onChanged }: ProfileImageProps) {
  const client = useClient();
  const [{ data }, reload] = useRefreshableQuery({
    query: ProfileImageQuery,
    variables: { personId },
    pause: !hasImage,
    requestPolicy: 'network-only',
  });
  return (
    <PersonImage
      name={name}
      src={hasImage ? (data?.getUrlForUserPicDownload ?? null) : null}
      editable={editable}
      requestUploadUrl={async (contentType) => {
        const target = await client
          .query(ProfileImageUploadQuery, { personId, contentType }, { requestPolicy: 'network-only' })
          .toPromise();
        return { url: target.data?.getUrlForUserPicUpload ?? null, error: target.error };
      }}
      onUploaded={() => {
        reload();
        onChanged();
      }}
    />
  );
}
