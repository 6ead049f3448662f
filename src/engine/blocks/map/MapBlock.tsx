import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { MapBlock as MapBlockDefinition } from '../../definition/index.ts';
import { failureText } from '../../renderer/call-messages.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { BlockError } from '../unknown/BlockError.tsx';
import { boundsOf, projectionAround, scaleBarMiles, type GeoPoint } from './map-projection.ts';

const DEFAULT_HEIGHT_PX = 360;
const WIDTH_PX = 960;

interface Place extends GeoPoint {
  readonly label: string;
}

const numberAt = (record: unknown, path: string | undefined): number | undefined => {
  if (!path) return undefined;
  const value = valueAtPath(record, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/**
 * Places on a plain map (meta-schema MapBlock): the answer's points by latitude and longitude,
 * the circle of a radius around a centre and a scale bar, drawn as SVG in the skin's colours.
 * It needs no map tiles or network, so it works offline and in any OEM's look. Screen readers
 * get the summary (how many places, the radius) and each point's label as its title.
 */
export default function MapBlock({ id, block }: BlockRendererProps<MapBlockDefinition>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const scope = useBindingScope(block);
  const options = useMemo(() => ({ scope }), [scope]);
  const { data, loading, error } = useBlockData(id, block.call, options);
  const height = block.height ?? DEFAULT_HEIGHT_PX;

  const drawing = useMemo(() => {
    const raw = valueAtPath(data, block.points.items);
    const places: Place[] = (Array.isArray(raw) ? raw : []).flatMap((item) => {
      const latitude = numberAt(item, block.points.latitude);
      const longitude = numberAt(item, block.points.longitude);
      if (latitude === undefined || longitude === undefined) return [];
      const label = block.points.label ? valueAtPath(item, block.points.label) : undefined;
      return [{ latitude, longitude, label: label === undefined || label === null ? '' : String(label) }];
    });
    const centreLatitude = numberAt(data, block.centre?.latitude);
    const centreLongitude = numberAt(data, block.centre?.longitude);
    const centre =
      centreLatitude !== undefined && centreLongitude !== undefined
        ? { latitude: centreLatitude, longitude: centreLongitude, label: String(valueAtPath(data, block.centre?.label ?? '') ?? '') }
        : undefined;
    if (places.length === 0 && !centre) return undefined;
    const radius = numberAt(data, block.radiusMiles);
    const reference = centre ?? places[0]!;
    const projection = projectionAround(reference);
    const plane = places.map((place) => ({ place, at: projection.toPlane(place) }));
    const centreAt = centre ? projection.toPlane(centre) : undefined;
    const circle = centreAt && radius !== undefined && radius > 0 ? { centre: centreAt, radius } : undefined;
    const bounds = boundsOf([...plane.map((p) => p.at), ...(centreAt ? [centreAt] : [])], circle);
    const widthMiles = bounds.maxX - bounds.minX;
    const heightMiles = bounds.maxY - bounds.minY;
    // One scale for both axes, so a circle stays a circle; the drawing is centred in the frame.
    const scale = Math.min(WIDTH_PX / widthMiles, height / heightMiles);
    const offsetX = (WIDTH_PX - widthMiles * scale) / 2;
    const offsetY = (height - heightMiles * scale) / 2;
    const toPx = (p: { x: number; y: number }) => ({ x: offsetX + (p.x - bounds.minX) * scale, y: offsetY + (p.y - bounds.minY) * scale });
    const bar = scaleBarMiles(widthMiles);
    return {
      points: plane.map(({ place, at }) => ({ place, ...toPx(at) })),
      centre: centre && centreAt ? { place: centre, ...toPx(centreAt) } : undefined,
      circle: circle ? { ...toPx(circle.centre), r: circle.radius * scale, miles: circle.radius } : undefined,
      bar: { miles: bar, px: bar * scale },
      count: places.length,
    };
  }, [data, block.points, block.centre, block.radiusMiles, height]);

  if (error) return <BlockError text={failureText(undefined, t)} />;
  if (loading && data === undefined) return <Skeleton variant="rectangular" height={height} role="progressbar" aria-label={t('LOADING')} />;
  if (!drawing) return <Typography role="status">{t(block.emptyState ?? 'NO_DATA_FOUND')}</Typography>;

  const primary = theme.palette.primary.main;
  const summary = drawing.circle
    ? t('MAP_SUMMARY_RADIUS', { count: drawing.count, radius: drawing.circle.miles })
    : t('MAP_SUMMARY', { count: drawing.count });
  const dot = Math.max(3, Math.min(6, 1200 / Math.max(1, drawing.count) ** 0.5 / 20));

  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH_PX} ${height}`}
        width="100%"
        style={{ maxHeight: height, display: 'block', background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, borderRadius: 4 }}
      >
        {drawing.circle ? (
          <circle cx={drawing.circle.x} cy={drawing.circle.y} r={drawing.circle.r} fill={alpha(primary, 0.08)} stroke={primary} strokeWidth={2} strokeDasharray="6 4" />
        ) : null}
        {drawing.points.map(({ place, x, y }, index) => (
          <circle key={`${place.label}-${index}`} cx={x} cy={y} r={dot} fill={primary} fillOpacity={0.85} data-place={place.label}>
            {place.label ? <title>{place.label}</title> : null}
          </circle>
        ))}
        {drawing.centre ? (
          <g data-centre={drawing.centre.place.label}>
            <circle cx={drawing.centre.x} cy={drawing.centre.y} r={dot + 4} fill={theme.palette.background.paper} stroke={theme.palette.secondary.main} strokeWidth={3} />
            <title>{drawing.centre.place.label}</title>
          </g>
        ) : null}
        <g transform={`translate(16 ${height - 20})`} aria-hidden="true">
          <line x1={0} y1={0} x2={drawing.bar.px} y2={0} stroke={theme.palette.text.primary} strokeWidth={2} />
          <line x1={0} y1={-5} x2={0} y2={5} stroke={theme.palette.text.primary} strokeWidth={2} />
          <line x1={drawing.bar.px} y1={-5} x2={drawing.bar.px} y2={5} stroke={theme.palette.text.primary} strokeWidth={2} />
          <text x={drawing.bar.px + 8} y={5} fontSize={13} fill={theme.palette.text.primary}>
            {t('MAP_SCALE_MILES', { miles: drawing.bar.miles })}
          </text>
        </g>
      </svg>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {summary}
      </Typography>
    </figure>
  );
}
