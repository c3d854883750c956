import { Page, useDocumentTitle } from '@gg/ui';
import { CategoryList } from '../features/categories/components/CategoryList';
import { InteractiveField } from '../features/field/components/InteractiveField';
import { HomeHeader } from '../features/home/components/HomeHeader';
import { HomeSection } from '../features/home/components/HomeSection';
import { QuickStart } from '../features/home/components/QuickStart';
import { ViewAllLink } from '../features/home/components/ViewAllLink';
import { WelcomeBanner } from '../features/home/components/WelcomeBanner';
import { QuickFacts } from '../features/quick-facts/components/QuickFacts';

/**
 * Home (spec learning-area §2.3): header strip, welcome banner, quick start, rules by category,
 * the interactive field and the quick facts. Each section loads on its own, so one failing call
 * leaves the rest of the page working.
 */
export default function HomePage() {
  useDocumentTitle('');
  return (
    <Page>
      <HomeHeader />
      <WelcomeBanner />
      <HomeSection title="Quick Start">
        <QuickStart />
      </HomeSection>
      <HomeSection title="Rules by Category" action={<ViewAllLink to="/rules" />}>
        <CategoryList />
      </HomeSection>
      <HomeSection title="Interactive Field">
        <InteractiveField />
      </HomeSection>
      <HomeSection title="Quick Facts">
        <QuickFacts />
      </HomeSection>
    </Page>
  );
}
