import styled from '@emotion/styled';
import { Badge, Card, EmptyState, Page, PageHeader, QueryView, SkeletonCards, Stack, useDocumentTitle } from '@gg/ui';
import { useTalkingPoints } from '../features/talking-points/api/get-talking-points';

const PointTitle = styled.h3(({ theme }) => ({ marginTop: theme.space(1) }));
const PointText = styled.p({ marginBottom: 0 });

export default function WaterCoolerPage() {
  useDocumentTitle('Water Cooler Talk');
  const query = useTalkingPoints();
  return (
    <Page>
      <PageHeader title="Water Cooler Talk" subtitle="Join NFL conversations with confidence using these trending talking points" />
      <QueryView query={query} loading={<SkeletonCards label="Loading talking points" />} empty={<EmptyState title="No talking points available" />}>
        {(points) => (
          <Stack gap={1}>
            {points.map((p) => (
              <Card key={p.id} as="article">
                <Badge>{p.relevanceScore}/10 trending</Badge>
                <PointTitle>{p.title}</PointTitle>
                <PointText>{p.talkingPoint}</PointText>
              </Card>
            ))}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
