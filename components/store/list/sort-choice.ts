/** One 'Sort By' choice: its label and its prepared list address (page reset already applied). */
export type SortChoice = { label: string; href: string; selected: boolean };
