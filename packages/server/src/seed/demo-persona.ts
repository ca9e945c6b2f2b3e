// The demo's two caregivers by name, apart from their data (demo-personas.ts), so the back office's
// schemas can name them without importing the seed's stories, which import the back office.
export const DEMO_PERSONAS = ['anna', 'jonas'] as const;
export type DemoPersona = (typeof DEMO_PERSONAS)[number];
