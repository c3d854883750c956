import { DIAGRAM_GROUP_OF, hasDiagram, loadDiagram, loadedDiagram } from './diagram-loader';
import { ruleDiagrams } from './registry';

describe('diagram loader', () => {
  it('knows, without loading any drawing, exactly the rules the registry has diagrams for', () => {
    expect(Object.keys(DIAGRAM_GROUP_OF).sort()).toEqual(Object.keys(ruleDiagrams).sort());
    expect(hasDiagram('down-system')).toBe(true);
    expect(hasDiagram('constructor')).toBe(false);
  });

  it.each(Object.keys(ruleDiagrams))('loads the diagram of %s from the group it is listed in', async (ruleId) => {
    await expect(loadDiagram(ruleId)).resolves.toBe(ruleDiagrams[ruleId]);
    expect(loadedDiagram(ruleId)).toBe(ruleDiagrams[ruleId]);
  });

  it('answers undefined for a rule without a diagram', async () => {
    await expect(loadDiagram('huddle')).resolves.toBeUndefined();
  });
});
