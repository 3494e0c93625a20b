import { encodePng } from '../../apps/server/src/demo/png';

/** A small RGB PNG of one colour (the demo's encoder): the passport scans and photos a journey uploads. */
export const png = (width: number, height: number, [r, g, b]: [number, number, number]): Buffer => encodePng(width, height, () => [r, g, b]);
