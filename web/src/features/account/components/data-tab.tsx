import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useExportData, type DataExport } from '../api/export-data';

const LABELS: Record<string, string> = {
  profile: 'Profile',
  orders: 'Order history',
  favorites: 'Favorite restaurants',
  consent: 'Consent preferences',
};

export function DataTab() {
  const exporter = useExportData();
  return (
    <Stack gap="5" maxW="2xl">
      <Text color="fg.muted">
        Download a copy of everything we hold about you: your profile, order history, favorite
        restaurants and consent preferences, as a JSON file.
      </Text>
      <Button
        alignSelf="start"
        onClick={() => exporter.mutate()}
        loading={exporter.isPending}
        loadingText="Exporting..."
      >
        <Download aria-hidden="true" />
        Export My Data
      </Button>
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
