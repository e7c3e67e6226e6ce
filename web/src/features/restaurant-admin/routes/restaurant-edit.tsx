import { Button } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useRestaurant } from '@/lib/management/api/get-restaurant';
import { useUsers } from '@/lib/management/api/get-users';
import { useBackTarget } from '@/lib/management/back-target';
import { ImageUpload } from '@/components/management/image-upload';
import { LoadedPage } from '@/components/management/loaded-page';
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

  const owners = (users.data ?? []).filter((u) => u.role === 'restaurant_owner');
  return (
    <LoadedPage
      query={restaurant}
      maxW="5xl"
      header={header}
      loading="Loading restaurant"
      failed={
        <ErrorState
          title="Failed to load restaurant details"
          action={<Button onClick={() => void navigate(back)}>Back</Button>}
        />
      }
    >
      {(data) => (
        <>
          <PageHeader title="Edit Restaurant" subtitle={data.name} back={{ href: back }} />
          <RestaurantForm
            restaurant={data}
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
                imageUrl={data.imageUrl}
                hint={'Recommended: 1200x600px or larger, JPG/PNG format, max 5MB'}
                onUploaded={(url) => updateImage.mutateAsync(url)}
              />
            }
          />
        </>
      )}
    </LoadedPage>
  );
}
