import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** Another page is loading: the buttons wait for it. */
  busy: boolean;
  onPage: (page: number) => void;
};

/** "Showing 26–50 of 312" with the previous and next pages. */
export function OrdersPager({ page, pageSize, total, busy, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label="Order pages" justify="space-between" wrap="wrap" gap="3">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Showing {first}–{last} of {total} · page {Math.min(page, pages)} of {pages}
      </Text>
      <HStack gap="2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1 || busy}
          onClick={() => onPage(Math.min(page - 1, pages))}
        >
          <ChevronLeft /> Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages || busy}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight />
        </Button>
      </HStack>
    </HStack>
  );
}
