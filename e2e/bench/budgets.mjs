// Budgets and goals: budgets.json mirrors the results' shape; each leaf is
// { "budget": "<= 250000", "goal": "<= 153600" } (operators <, <=, >, >=). A budget is what the shop
// holds today plus a margin for noise: exceeding it fails the bench. A goal is the target,
// reported beside it and never failing the run.
import { readFileSync } from 'node:fs';

/** @typedef {{ budget?: string, goal?: string }} Rule */
/** @typedef {{ name: string, section: string, value: number | undefined, budget?: string, goal?: string, withinBudget: boolean, meetsGoal: boolean | null }} Check */

export function readBudgets(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `"<= 12"` applied to a value; a missing value never passes. */
export function satisfies(value, condition) {
  const match = /^\s*(<=|>=|<|>)\s*(-?[\d.]+)\s*$/.exec(condition);
  if (!match) throw new Error(`budgets.json: cannot read the condition "${condition}" (use <, <=, > or >= and a number)`);
  if (typeof value !== 'number' || Number.isNaN(value)) return false;
  const limit = Number(match[2]);
  switch (match[1]) {
    case '<':
      return value < limit;
    case '<=':
      return value <= limit;
    case '>':
      return value > limit;
    default:
      return value >= limit;
  }
}

const isRule = (node) => node && typeof node === 'object' && ('budget' in node || 'goal' in node);

/**
 * Every budget under `sections` (e.g. ['bytes']) checked against the results at the same path. A page,
 * route or interaction the run did not measure at all (`--routes`, `--interactions`) is left out; one
 * it tried and failed (results hold its `error`) has missing values, which fail their budgets.
 * @returns {Check[]}
 */
export function checkBudgets(results, budgets, sections) {
  /** @type {Check[]} */
  const checks = [];
  const walk = (rules, values, path) => {
    for (const [key, node] of Object.entries(rules)) {
      if (key.startsWith('$')) continue;
      const value = values?.[key];
      if (isRule(node)) {
        const rule = /** @type {Rule} */ (node);
        checks.push({
          name: [...path.slice(1), key].join(' '),
          section: path[0],
          value,
          budget: rule.budget,
          goal: rule.goal,
          withinBudget: rule.budget ? satisfies(value, rule.budget) : true,
          meetsGoal: rule.goal ? satisfies(value, rule.goal) : null,
        });
      } else if (value !== undefined) walk(node, value, [...path, key]);
    }
  };
  for (const section of sections) if (budgets[section]) walk(budgets[section], results[section], [section]);
  return checks;
}
