import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

export type ChecklistOption = { id: string; label: string; detail?: string };

type Props = {
  title: string;
  options: ChecklistOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  emptyText: string;
};

/** Spec §2, §9: a searchable checklist with select-all, scrolling at 15rem. */
export function Checklist({ title, options, selected, onChange, emptyText }: Props) {
  const [search, setSearch] = useState('');
  const titleId = useId();
  const term = search.trim().toLowerCase();
  const shown = options.filter((o) => o.label.toLowerCase().includes(term));
  const allShownSelected = shown.length > 0 && shown.every((o) => selected.includes(o.id));

  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  const toggleAll = () => {
    const shownIds = shown.map((o) => o.id);
    onChange(
      allShownSelected
        ? selected.filter((s) => !shownIds.includes(s))
        : [...new Set([...selected, ...shownIds])],
    );
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={titleId}>
      <HStack justify="space-between">
        <Text id={titleId} fontWeight="medium">
          {title} ({selected.length} selected)
        </Text>
        {options.length > 0 && (
          <Button size="xs" variant="ghost" onClick={toggleAll}>
            {allShownSelected ? 'Deselect all' : 'Select all'}
          </Button>
        )}
      </HStack>
      {options.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {emptyText}
        </Text>
      ) : (
        <>
          <Input
            size="sm"
            placeholder="Search..."
            aria-label={`Search ${title.toLowerCase()}`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Box maxH="15rem" overflowY="auto" borderWidth="1px" rounded="md" p="2">
            <Stack gap="2">
              {shown.map((o) => (
                <Checkbox.Root
                  key={o.id}
                  checked={selected.includes(o.id)}
                  onCheckedChange={(e) => toggle(o.id, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {o.label}
                    {o.detail && (
                      <Text as="span" color="fg.muted" ms="2">
                        {o.detail}
                      </Text>
                    )}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
              {shown.length === 0 && (
                <Text color="fg.muted" textStyle="sm">
                  Nothing matches your search
                </Text>
              )}
            </Stack>
          </Box>
        </>
      )}
    </Stack>
  );
}
