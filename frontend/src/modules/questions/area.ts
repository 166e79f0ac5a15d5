import { segment, type AreaModule } from '@/modules/areas/types';

export const area: AreaModule = {
  name: 'questions',
  pages: {
    // A project's or organization's questions are listed on its project; internal ones on
    // the Q&A board.
    Question: (_id, ref) => {
      if (ref?.scope !== 'INTERNAL' && ref?.project?.id) return `/projects/${segment(ref.project.id)}`;
      return ref?.scope === 'INTERNAL' ? '/internal-qas' : null;
    },
  },
};
