import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { dataExportSchema } from '@pickup/domain/identity/schemas';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useExportData, type DataExport } from '../api/export-data';
import { CurrentPasswordField } from './current-password-field';

const LABELS: Record<string, string> = {
  profile: 'Profile',
  orders: 'Order history',
  favorites: 'Favorite restaurants',
  messages: 'Messages to support',
  restaurants: 'Restaurants you own',
  consent: 'Consent preferences',
};

export function DataTab() {
  const exporter = useExportData();
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string>();

  // The export holds everything about the user: a session alone (a borrowed phone, a
  // stolen token) must not be enough to take it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = dataExportSchema.safeParse({ currentPassword });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    exporter.mutate(parsed.data, { onSuccess: () => setCurrentPassword('') });
  };

  return (
    <Stack gap="5" maxW="2xl">
      <Text color="fg.muted">
        Download a copy of everything we hold about you: your profile, order history, favorite
        restaurants and consent preferences, as a JSON file.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxW="sm">
          <CurrentPasswordField
            value={currentPassword}
            onValueChange={setCurrentPassword}
            error={error}
            helper="For your safety, enter your password to download your data."
          />
          <Button
            type="submit"
            alignSelf="start"
            loading={exporter.isPending}
            loadingText="Exporting..."
          >
            <Download aria-hidden="true" />
            Export My Data
          </Button>
        </Stack>
      </form>
      {exporter.data && <ExportSummary exported={exporter.data} />}
    </Stack>
  );
}

function ExportSummary({ exported }: { exported: DataExport }) {
  const included = exported.dataTypes.map((type) => LABELS[type] ?? type).join(', ');
  if (exported.isPartial) {
    return (
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Partial Export</Alert.Title>
          <Alert.Description>
            <Text>Some of your data could not be included:</Text>
            <List.Root ps="5" mt="1">
              {exported.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Complete Export</Alert.Title>
        <Alert.Description>Included: {included}.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
