import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCan } from '@/api/use-can';
import { isActive, NAV_GROUPS } from './nav-items';
import { NavIcon } from './nav-icon';

export function SideNav() {
  const { asPath } = useRouter();
  const can = useCan();
  return (
    <nav aria-label="Main">
      {NAV_GROUPS.map((group) => {
        const items = group.items.filter((item) => !item.permission || can(item.permission));
        if (items.length === 0) return null;
        return (
          <List
            key={group.label}
            dense
            subheader={<ListSubheader disableSticky>{group.label}</ListSubheader>}
          >
            {items.map((item) => {
              const active = isActive(item, asPath);
              return (
                <ListItem key={item.href} disablePadding>
                  <ListItemButton
                    component={Link}
                    href={item.href}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                    sx={{ mx: 1, borderRadius: 1 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <NavIcon href={item.href} />
                    </ListItemIcon>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        );
      })}
    </nav>
  );
}
