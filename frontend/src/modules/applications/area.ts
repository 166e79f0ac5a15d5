import { segment, type AreaModule } from '@/modules/areas/types';

export const area: AreaModule = {
  name: 'applications',
  pages: {
    Application: (id) => `/applications/${segment(id)}`,
    ApplicationNode: (id, ref) => {
      const application = ref?.application?.id;
      if (!application) return null;
      const tree = ref?.tree === 'REQUIREMENTS' ? 'requirements' : 'pages';
      return `/applications/${segment(application)}/${tree}/${segment(id)}`;
    },
  },
};
