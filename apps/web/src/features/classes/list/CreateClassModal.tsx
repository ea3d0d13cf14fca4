import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../../gql/index.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { notifySuccess } from '../../../ui/notifications.ts';
import { ClassForm } from '../form/ClassForm.tsx';
import { newClassValues, toClassInput } from '../form/class-form.ts';
import { classPath } from '../paths.ts';

const AddClassMutation = graphql(`
  mutation AddClass($input: ClassInput!) {
    addClass(input: $input) {
      id
    }
  }
`);

/**
 * Create class (spec 3 §2, §7 addClass): the class form with spec 3 §9's defaults and, at a
 * branch, that branch chosen. On success the user goes to the new class's page; the list is
 * refetched by the cache's invalidation of Class.
 */
export function CreateClassModal({
  opened,
  onClose,
  branchId,
}: {
  opened: boolean;
  onClose: () => void;
  branchId: string | null;
}) {
  const navigate = useNavigate();
  const [, addClass] = useMutation(AddClassMutation);
  return (
    <FormModal opened={opened} onClose={onClose} title="Create class" long>
      <ClassForm
        label="Create class"
        initialValues={newClassValues(branchId ? [branchId] : [])}
        submitLabel="Create"
        onCancel={onClose}
        save={async (input) => {
          const result = await addClass({ input: toClassInput(input) });
          const id = result.data?.addClass.id;
          if (result.error || !id) return result.error;
          notifySuccess();
          navigate(classPath(id, branchId));
          return undefined;
        }}
      />
    </FormModal>
  );
}
