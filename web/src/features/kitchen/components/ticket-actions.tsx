import { Button, HStack, IconButton, Menu, Portal, Stack } from '@chakra-ui/react';
import type { OrderAction } from '@pickup/domain/ordering/machine';
import { BellRing, Ellipsis, Phone, Printer, Undo2, X } from 'lucide-react';

type Props = {
  orderLabel: string;
  advance?: OrderAction;
  recall?: OrderAction;
  busy: boolean;
  phone?: string | null;
  onAction: (action: OrderAction) => void;
  onCancel?: () => void;
  onNoShow?: () => void;
  /** Set while a ready order has waited long enough for a reminder (issue 31). */
  onRemind?: () => void;
  /** Reminders already sent, shown on the button ("Remind again · 1 of 2 sent"). */
  reminded?: number;
  onPrint?: () => void;
};

/**
 * Issue 28: a ticket's one big button is its next step (or the no-show once it is due);
 * everything else a cook needs now and then (recall, print, call, cancel) waits behind
 * "More", so a column holds more tickets and a stray tap lands on nothing destructive.
 */
export function TicketActions(props: Props) {
  const { busy, onRemind, reminded = 0 } = props;
  // Issue 31: a ready order left waiting offers a reminder above its usual buttons.
  if (!onRemind) return <TicketButtons {...props} />;
  return (
    <Stack gap="2">
      <Button
        size="lg"
        minH="14"
        colorPalette="teal"
        variant="subtle"
        disabled={busy}
        onClick={onRemind}
      >
        <BellRing aria-hidden="true" />
        {reminded === 0 ? 'Remind' : `Remind again · ${reminded} of 2 sent`}
      </Button>
      <TicketButtons {...props} />
    </Stack>
  );
}

function TicketButtons(props: Props) {
  const { orderLabel, advance, recall, busy, phone, onAction, onCancel, onNoShow, onPrint } = props;
  const more = Boolean(recall || onPrint || onCancel || phone);
  if (!advance && !onNoShow && !more) return null;
  return (
    // Buttons keep their whole label: where two do not fit side by side (a narrow column), the
    // second goes to a row of its own.
    <HStack gap="2" align="stretch" flexWrap="wrap">
      {advance && (
        <Button
          size="lg"
          minH="12"
          flex="1 0 auto"
          disabled={busy}
          onClick={() => onAction(advance)}
        >
          {advance.label}
        </Button>
      )}
      {onNoShow && (
        <Button
          size="lg"
          minH="14"
          flex="1 0 auto"
          colorPalette="orange"
          disabled={busy}
          onClick={onNoShow}
        >
          Not collected: No-show
        </Button>
      )}
      {more && (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton
              size="lg"
              minH="12"
              minW="11"
              variant="outline"
              aria-label={`More actions for order ${orderLabel}`}
              ms={advance || onNoShow ? undefined : 'auto'}
            >
              <Ellipsis aria-hidden="true" />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="60">
                {recall && (
                  <Menu.Item
                    value="recall"
                    minH="12"
                    textStyle="md"
                    disabled={busy}
                    onSelect={() => onAction(recall)}
                  >
                    <Undo2 aria-hidden="true" /> {recall.label}
                  </Menu.Item>
                )}
                {onPrint && (
                  <Menu.Item value="print" minH="12" textStyle="md" onSelect={onPrint}>
                    <Printer aria-hidden="true" /> Print
                  </Menu.Item>
                )}
                {phone && (
                  <Menu.Item value="call" minH="12" textStyle="md" asChild>
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                      <Phone aria-hidden="true" /> Call {phone}
                    </a>
                  </Menu.Item>
                )}
                {onCancel && (
                  <Menu.Item
                    value="cancel"
                    minH="12"
                    textStyle="md"
                    color="fg.error"
                    disabled={busy}
                    onSelect={onCancel}
                  >
                    <X aria-hidden="true" /> Cancel order…
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </HStack>
  );
}
