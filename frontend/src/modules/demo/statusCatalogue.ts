import { areas, type StatusList } from '@/modules/areas';

export type { CatalogueStatus, StatusList } from '@/modules/areas';

/**
 * Every status list of spec §4 with the tone (spec §9) of each status, in spec id order, as each
 * area declares it (`modules/<area>/area.ts`, read from the area's own status tables): a tone
 * changed in an area changes here too, and the gallery's browser test checks the colour it
 * gives. No area is named here (issue 31).
 */
export const statusCatalogue: readonly StatusList[] = areas.flatMap((area) => area.statuses ?? []);
