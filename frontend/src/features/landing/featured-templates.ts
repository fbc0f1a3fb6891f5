/** The four designs the home page shows (spec §2), in order, with their catalogue ids. */
export const featuredTemplates = [
  {
    id: 'sunset-beach',
    name: 'Sunset Beach',
    description: 'Warm evening colours over a quiet shore, for a life that loved the sea.',
  },
  {
    id: 'catholic-devotional',
    name: 'Catholic Devotional',
    description: 'Ivory and gold with rays of light: a reverent booklet for a Funeral Mass.',
  },
  {
    id: 'forest-inspirations',
    name: 'Forest Inspirations',
    description: 'Misty evergreens in soft sage and deep green, for one who loved the outdoors.',
  },
  {
    id: 'elegant-floral',
    name: 'Elegant Floral',
    description: 'Blush and cream roses framed in fine gold, for anyone who loved flowers.',
  },
] as const;
