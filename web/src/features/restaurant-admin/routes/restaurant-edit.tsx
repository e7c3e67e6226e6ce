import { Button, Container } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useRestaurant } from '@/lib/management/api/get-restaurant';
import { useUsers } from '@/lib/management/api/get-users';
import { useBackTarget } from '@/lib/management/back-target';
import { ImageUpload } from '@/components/management/image-upload';
import { PageHeader } from '@/components/management/page-header';
import { useUpdateRestaurant } from '../api/update-restaurant';
import { useUpdateRestaurantImage } from '../api/update-restaurant-image';
import { RestaurantForm } from '../components/restaurant-form';

export default function RestaurantEditRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.admin.getHref()} replace />;
  return <RestaurantEdit id={id} />;
}

function RestaurantEdit({ id }: { id: string }) {
  const navigate = useNavigate();
  const isAdmin = useUser().data?.role === 'admin';
  const back = useBackTarget();
  const restaurant = useRestaurant(id);
  const users = useUsers({ enabled: isAdmin });
  const update = useUpdateRestaurant(id);
  const updateImage = useUpdateRestaurantImage(id);
  const header = <PageHeader title="Edit Restaurant" back={{ href: back }} />;

  if (restaurant.isPending) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <PageSpinner label="Loading restaurant" />
      </Container>
    );
  }
  if (restaurant.isError) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <ErrorState
          title="Failed to load restaurant details"
          action={<Button onClick={() => void navigate(back)}>Back</Button>}
        />
      </Container>
    );
  }

  const owners = (users.data ?? []).filter((u) => u.role === 'restaurant_owner');
  return (
    <Container maxW="5xl" py="8">
      <PageHeader title="Edit Restaurant" subtitle={restaurant.data.name} back={{ href: back }} />
      <RestaurantForm
        restaurant={restaurant.data}
        isAdmin={isAdmin}
        owners={owners}
        saving={update.isPending}
        onSave={async (body) => {
          await update.mutateAsync(body);
          await navigate(paths.restaurant.getHref(id));
        }}
        onCancel={() => void navigate(back)}
        image={
          <ImageUpload
            label="Restaurant image"
            imageUrl={restaurant.data.imageUrl}
            hint={'Recommended: 1200x600px or larger, JPG/PNG format, max 5MB'}
            onUploaded={(url) => updateImage.mutateAsync(url)}
          />
        }
      />
    </Container>
  );
}
