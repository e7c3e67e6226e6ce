import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { DELETE_CONFIRMATION_TEXT } from '@pickup/domain/identity/constants';
import { CURRENT_PASSWORD_MESSAGE, deleteAccountFormSchema } from '@pickup/domain/identity/schemas';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { authTokens } from '@/lib/auth-tokens';
import { hardRedirect } from '@/lib/hard-redirect';
import { useUser } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { useOrdersInProgress } from '../api/get-orders-in-progress';
import { CurrentPasswordField } from './current-password-field';
import { OrdersInProgress } from './orders-in-progress';

/** Spec §9: the confirmation stays on screen this long before the visitor lands on /. */
const REDIRECT_AFTER_DELETION_MS = 2000;

type Props = { open: boolean; onClose: () => void };

export function DeleteAccountDialog({ open, onClose }: Props) {
  const user = useUser().data;
  const remove = useDeleteAccount();
  const deleted = remove.isSuccess;
  // Staff see their restaurants' orders in that list, not their own: only customers order.
  const inProgress = useOrdersInProgress(user?.id, open && user?.role === 'customer');
  const orders = inProgress.data ?? [];
  return (
    <AppDialog
      open={open}
      onClose={deleted ? undefined : onClose}
      title="Delete your account?"
      role="alertdialog"
    >
      {orders.length > 0 ? (
        <OrdersInProgress orders={orders} onClose={onClose} />
      ) : (
        <DeleteAccountForm
          remove={remove}
          onCancel={onClose}
          onRefused={() => void inProgress.refetch()}
        />
      )}
    </AppDialog>
  );
}

type FormProps = {
  remove: ReturnType<typeof useDeleteAccount>;
  onCancel: () => void;
  /** The server refused (an order may have been placed since the dialog opened). */
  onRefused: () => void;
};

function DeleteAccountForm({ remove, onCancel, onRefused }: FormProps) {
  const [confirmText, setConfirmText] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  useSignOutAfterDeletion(remove.isSuccess);

  // Enter in the field lands here even while the button is disabled, so a near miss
  // ("delete") is told what is wanted instead of nothing happening.
  const confirm = () => {
    if (remove.isPending || remove.isSuccess) return;
    if (!deleteAccountFormSchema.safeParse({ confirmText }).success) {
      notify.error({
        title: 'Confirmation Required',
        description: "Please type 'DELETE' to confirm account deletion.",
      });
      return;
    }
    if (currentPassword === '') {
      setPasswordError(CURRENT_PASSWORD_MESSAGE);
      return;
    }
    setPasswordError(undefined);
    remove.mutate(currentPassword, { onError: onRefused });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text>
          This cannot be undone. Your profile, favorites and preferences are erased; your orders
          stay with the restaurants as &quot;Deleted user&quot;.
        </Text>
        <Field.Root>
          <Field.Label>Type {DELETE_CONFIRMATION_TEXT} to confirm</Field.Label>
          <Input
            value={confirmText}
            onChange={(event) => setConfirmText(event.target.value)}
            autoComplete="off"
            disabled={remove.isSuccess}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              confirm();
            }}
          />
        </Field.Root>
        <CurrentPasswordField
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={passwordError}
          disabled={remove.isSuccess}
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button variant="ghost" onClick={onCancel} disabled={remove.isSuccess}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="red"
            disabled={confirmText !== DELETE_CONFIRMATION_TEXT || remove.isSuccess}
            loading={remove.isPending}
          >
            Delete My Account
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * The session ends with the account: tokens go and the page reloads at /, so nothing of the
 * deleted account stays in memory (as on sign-out).
 */
function useSignOutAfterDeletion(deleted: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => {
      authTokens.clear();
      queryClient.clear();
      hardRedirect(paths.home.getHref());
    }, REDIRECT_AFTER_DELETION_MS);
    return () => clearTimeout(timer);
  }, [deleted, queryClient]);
}
