/** The landing page's map widget's texts, apart from the widget so the page can show them early. */
import { FALLBACK } from '@tavola/shared';

export const MAP_TEXTS = {
  loading: 'Loading map...',
  allow: 'Allow Location to view the map.',
  allowButton: 'Allow Location',
  enableInSettings: 'Please enable location access in your browser settings.',
  locationFailed: 'Failed to get location.',
  permissionFailed: 'Failed to check permission status.',
  mapFailed: FALLBACK.mapInit,
} as const;
