import type { Option } from '@/components/management/fields';
import type { MenuTree } from '@/types/management';

/** Every other category of the restaurant, labelled "Menu › Category". */
export const copySources = (menus: MenuTree[] | undefined, exceptCategoryId: string): Option[] =>
  (menus ?? []).flatMap((menu) =>
    menu.categories
      .filter((c) => c.id !== exceptCategoryId)
      .map((c) => ({ value: c.id, label: `${menu.name} › ${c.name}` })),
  );
