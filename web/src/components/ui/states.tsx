import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

type StateProps = { title: string; description?: string; icon?: ReactNode; action?: ReactNode };

export function EmptyState({ title, description, icon, action }: StateProps) {
  return (
    <ChakraEmptyState.Root size="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="brand.fg">
          {icon ?? <Inbox />}
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          {/* h2: it sits right under the page title (axe heading-order). */}
          <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
          {description && (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          )}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export function ErrorState({ title, description, action }: Omit<StateProps, 'icon'>) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={description}
        action={action}
        icon={<CircleAlert color="var(--chakra-colors-red-600)" />}
      />
    </div>
  );
}
