import { Badge, Table, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@pickup/domain/identity/constants';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useUsers } from '@/lib/management/api/get-users';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { fullName } from '@/lib/management/format';
import type { ManagedUser } from '@/types/management';
import { useCreateUser, useDeleteUser, useResetPassword, useUpdateUser } from '../api/users';
import { ManagedList, RowAction } from './managed-list';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserDialog } from './user-dialog';
import type { AdminUserInput } from '@pickup/domain/identity/schemas';
import { useEditor } from '@/lib/management/use-editor';

const rolePalette = { admin: 'red', restaurant_owner: 'purple', customer: 'gray' } as const;

export function UsersTab() {
  const users = useUsers({ enabled: true });
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const reset = useResetPassword();
  const editor = useEditor<ManagedUser, AdminUserInput>(create, update);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [resetting, setResetting] = useState<ManagedUser | null>(null);

  return (
    <ManagedList
      query={users}
      what="users"
      createLabel="Create User"
      onCreate={editor.startNew}
      headers={['Email', 'Role', 'Phone', 'Joined']}
      stickyHeader
      name={fullName}
      cells={(u) => (
        <>
          <Table.Cell whiteSpace="normal" overflowWrap="anywhere" minW="40">
            <Text>{u.email}</Text>
            {!u.emailVerified && (
              <Text textStyle="xs" color="fg.muted">
                Not verified
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={rolePalette[u.role]}>{ROLE_LABELS[u.role]}</Badge>
          </Table.Cell>
          <Table.Cell>{u.phone || '—'}</Table.Cell>
          <Table.Cell>{new Date(u.createdAt).toLocaleDateString()}</Table.Cell>
        </>
      )}
      actions={(u) => (
        <>
          <RowAction
            label={`Edit ${fullName(u)}`}
            icon={<Pencil />}
            onClick={() => editor.edit(u)}
          />
          <RowAction
            label={`Reset password of ${fullName(u)}`}
            icon={<KeyRound />}
            onClick={() => setResetting(u)}
          />
          <RowAction
            label={`Delete ${fullName(u)}`}
            icon={<Trash2 />}
            danger
            onClick={() => setDeleting(u)}
          />
        </>
      )}
    >
      {editor.isOpen && <UserDialog user={editor.row} {...editor.form} />}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          pending={reset.isPending}
          onSave={(body) => reset.mutateAsync({ id: resetting.id, body })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={`This action cannot be undone. This will permanently delete the user ${deleting ? fullName(deleting) : ''} and all associated data.`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </ManagedList>
  );
}
