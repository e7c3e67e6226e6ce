import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@pickup/domain/identity/constants';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useUsers } from '@/lib/management/api/get-users';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { fullName } from '@/lib/management/format';
import type { ManagedUser } from '@/types/management';
import { useCreateUser, useDeleteUser, useResetPassword, useUpdateUser } from '../api/users';
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
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button onClick={editor.startNew}>
          <Plus /> Create User
        </Button>
      </HStack>
      {users.isPending && <PageSpinner label="Loading users" />}
      {users.isError && <ErrorState title="Failed to load users" />}
      {users.data?.length === 0 && <EmptyState title="No users yet" />}
      {users.data && users.data.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Phone</Table.ColumnHeader>
                <Table.ColumnHeader>Joined</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.data.map((u) => (
                <Table.Row key={u.id}>
                  {/* Long unbroken names and addresses wrap: the actions stay on screen (issue 28). */}
                  <Table.Cell
                    fontWeight="medium"
                    whiteSpace="normal"
                    overflowWrap="anywhere"
                    minW="32"
                  >
                    {fullName(u)}
                  </Table.Cell>
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
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit ${fullName(u)}`}
                        onClick={() => editor.edit(u)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Reset password of ${fullName(u)}`}
                        onClick={() => setResetting(u)}
                      >
                        <KeyRound />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Delete ${fullName(u)}`}
                        onClick={() => setDeleting(u)}
                      >
                        <Trash2 />
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
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
    </Stack>
  );
}
