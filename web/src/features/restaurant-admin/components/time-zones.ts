import type { Option } from '@/components/management/fields';

/** Every IANA zone the browser knows, with the restaurant's own first if it is missing. */
export function timeZoneOptions(current: string): Option[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) || current === '' ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
