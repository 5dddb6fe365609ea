import type { FamilyTitles } from '../define-family';

export const personsTitles: FamilyTitles<'persons'> = {
  players: (payload, t) => {
    const page = payload.config.labelPage;
    return (page && payload.labels.labelOptions?.[page]) || t.players;
  },
  personDetail: (_, t) => t.playerProfile,
};
