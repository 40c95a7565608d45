// A host's brand colours, as stored and as the public pages apply them.
export interface BrandColors {
  primary: string;
  accent: string;
}
