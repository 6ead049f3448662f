import { itemsOf, missing, numberAt } from '../../definition/check/sources.ts';
import { blockKind } from '../block-kind.ts';

/** Points of one call's answer by latitude and longitude, and an optional circle: every number it reads is one. */
export const mapKind = blockKind<'map'>({
  renderer: () => import('./MapBlock.tsx'),
  data: (block) => ({ operationId: block.call.operationId }),
  checks: {
    data(scan, map, pointer) {
      const data = scan.dataOf(map);
      const items = itemsOf(scan, data, map.points.items, `${pointer}/points/items`);
      if (items) {
        numberAt(scan, items, map.points.latitude, `${pointer}/points/latitude`, 'latitude');
        numberAt(scan, items, map.points.longitude, `${pointer}/points/longitude`, 'longitude');
        if (map.points.label) missing(scan, items, map.points.label, `${pointer}/points/label`, 'label');
      }
      if (!data) return;
      if (map.centre) {
        numberAt(scan, data, map.centre.latitude, `${pointer}/centre/latitude`, 'centre latitude');
        numberAt(scan, data, map.centre.longitude, `${pointer}/centre/longitude`, 'centre longitude');
        if (map.centre.label) missing(scan, data, map.centre.label, `${pointer}/centre/label`, 'centre label');
      }
      if (map.radiusMiles) numberAt(scan, data, map.radiusMiles, `${pointer}/radiusMiles`, 'radius');
    },
  },
});
