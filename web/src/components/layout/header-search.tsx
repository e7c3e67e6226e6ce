import { Button, Group, Input, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** Spec §2 header: goes to /restaurants?search= only when the trimmed text is non-empty. */
export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    navigate(paths.restaurants.getHref({ search }));
    onSearch?.();
  };

  return (
    <form role="search" aria-label="Restaurants" onSubmit={submit} style={{ width: '100%' }}>
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>Search restaurants or cuisine</label>
      </VisuallyHidden>
      <Group attached w="full">
        <Input
          id={inputId}
          type="search"
          placeholder="Search restaurants or cuisine..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          bg="bg"
          size="sm"
        />
        <Button type="submit" size="sm" variant="solid">
          <Search size={16} aria-hidden="true" />
          Search
        </Button>
      </Group>
    </form>
  );
}
