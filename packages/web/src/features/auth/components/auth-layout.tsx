import { Box, Center, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from '../../../components/brand';
import { LanguageSwitch } from '../../../components/language-switch';
import classes from './auth-layout.module.css';

/** The frame of the logged-out screens (spec 2 §2): logo, one card, the language switch. */
export function AuthLayout() {
  return (
    <Box className={classes.background}>
      <Center component="main" className={classes.main}>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Brand size={44} />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
            <Outlet />
          </Paper>
          <Center>
            <LanguageSwitch />
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}
