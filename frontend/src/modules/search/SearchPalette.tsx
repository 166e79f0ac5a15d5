import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutData } from '@/modules/layout/defaultLayoutLoader';
import type { DefaultLayoutQuery as DefaultLayoutQueryType } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { PaletteDialog } from './PaletteDialog';
import { accessOf } from './paletteCommands';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** The palette for the signed-in caller: the commands follow the profile's roles (read by the layout). */
export function SearchPalette({ opened, onClose }: Props) {
  const { profileRef } = useLoaderData() as DefaultLayoutData;
  const { profile } = usePreloadedQuery<DefaultLayoutQueryType>(DefaultLayoutQuery, profileRef);
  return <PaletteDialog opened={opened} onClose={onClose} access={accessOf(profile.roles)} />;
}
