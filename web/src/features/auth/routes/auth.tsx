import { Box, Container, Heading, Tabs, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

/** Spec §2: signed-in users (not forced to change password) leave after about 100 ms. */
const REDIRECT_DELAY_MS = 100;

export default function AuthRoute() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const leave = Boolean(user && !user.mustChangePassword);

  useEffect(() => {
    if (!leave) return;
    const timer = setTimeout(
      () => navigate(paths.home.getHref(), { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [leave, navigate]);

  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Head title="Sign In" />
      <Heading as="h1" size="2xl" textAlign="center">
        Welcome to Pickup
      </Heading>
      <Text textAlign="center" color="fg.muted" mt="2" mb="8">
        Sign in or create an account to order ahead.
      </Text>
      <Box borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }} bg="bg">
        <Tabs.Root defaultValue="sign-in" variant="enclosed" fitted>
          <Tabs.List mb="6">
            <Tabs.Trigger value="sign-in">Sign In</Tabs.Trigger>
            <Tabs.Trigger value="sign-up">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="sign-up">
            <SignUpForm />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Container>
  );
}
