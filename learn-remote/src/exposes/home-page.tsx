import type { PageData } from '@gg/routes';
import { Page, useDocumentTitle } from '@gg/ui';
import { categoriesQuery } from '../features/categories/api/get-categories';
import { CategoryList } from '../features/categories/components/category-list';
import { fieldMarkersQuery } from '../features/field/api/get-field-markers';
import { InteractiveField } from '../features/field/components/interactive-field';
import { HomeHeader } from '../features/home/components/home-header';
import { HomeSection } from '../features/home/components/home-section';
import { QuickStart } from '../features/home/components/quick-start';
import { ViewAllLink } from '../features/home/components/view-all-link';
import { WelcomeBanner } from '../features/home/components/welcome-banner';
import { quickFactsQuery } from '../features/quick-facts/api/get-quick-facts';
import { QuickFacts } from '../features/quick-facts/components/quick-facts';

/**
 * Home: header strip, welcome banner (the page's h1), quick start, rules by category, the
 * interactive field and the quick facts. Each section loads on its own, so one failing call
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

/** The categories, the field's markers and the quick facts. */
export const pageData: PageData = () => [categoriesQuery(), fieldMarkersQuery(), quickFactsQuery()];
