import { Button } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useIsFavorite, useToggleFavorite } from '../api/favorites';

/** Spec §2: 'Add to Favorites' / 'Favorited', for signed-in users. */
export function FavoriteToggle({ restaurantId }: { restaurantId: string }) {
  const { isFavorite, isPending } = useIsFavorite(restaurantId, true);
  const toggle = useToggleFavorite(restaurantId);
  // Show the outcome at once; the list refetch confirms it.
  const shown = toggle.isPending ? toggle.variables : isFavorite;
  return (
    <Button
      variant={shown ? 'subtle' : 'outline'}
      aria-pressed={shown}
      disabled={isPending}
      onClick={() => toggle.mutate(!shown)}
    >
      <Heart aria-hidden="true" fill={shown ? 'currentColor' : 'none'} />
      {shown ? 'Favorited' : 'Add to Favorites'}
    </Button>
  );
}
