import { useState } from 'react';
import type { DistanceUnit } from './types';

/** Spec §3 local preference: preferredDistanceUnit, miles or km, default miles. */
const KEY = 'preferredDistanceUnit';

function readUnit(): DistanceUnit {
  try {
    return localStorage.getItem(KEY) === 'km' ? 'km' : 'miles';
  } catch {
    return 'miles';
  }
}

export function useDistanceUnit(): [DistanceUnit, (unit: DistanceUnit) => void] {
  const [unit, setUnit] = useState<DistanceUnit>(readUnit);
  const choose = (next: DistanceUnit) => {
    setUnit(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  };
  return [unit, choose];
}
