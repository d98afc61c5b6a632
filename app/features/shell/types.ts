/** What the page frame (header, menus, banners) shows about the signed-in person. */
export type ShellUser = { id: number; firstName: string; lastName: string; isAdmin: boolean };
export type ShellData = {
  user: ShellUser;
  impersonator: { firstName: string; lastName: string } | null;
  cartCount: number;
};
