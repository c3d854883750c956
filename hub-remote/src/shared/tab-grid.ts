/**
 * A page's tabs in even rows: so many columns on a phone, all in one row from a tablet up. The
 * hub's and a team's pages have five or six sections, too many for one row at 360 px.
 */
import styled from '@emotion/styled';
import { TabsList } from '@gg/ui/tabs';
import { themedBy } from '@gg/ui';

export const TabGridList = styled(TabsList, { shouldForwardProp: (prop) => prop !== 'phoneColumns' && prop !== 'columns' })<{ phoneColumns: number; columns: number }>(
  themedBy<{ phoneColumns: number; columns: number }>({ phoneColumns: true, columns: true }, ({ theme, phoneColumns, columns }) => ({
    display: 'grid',
    gridTemplateColumns: `repeat(${phoneColumns}, minmax(0, 1fr))`,
    [theme.breakpoint.tablet]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  })),
);
