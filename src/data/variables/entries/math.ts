import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'math',
  summary: 'Works out an arithmetic expression and prints the result.',
  syntax: [{form: '${math "<expression>"}', meaning: 'The result of the expression.'}],
  parameters: [
    {
      name: '"<expression>"',
      required: true,
      meaning:
        'The calculation, inside double quotes. It can use `+ - * /`, the functions `round()`, `floor()`, `ceil()`, `log()`, `sin()`, `cos()` and `random(min, max)`, the constants `pi` and `e`, and the comparisons `>`, `<`, `==` and `!=`. Other variables may appear inside it.',
    },
  ],
  output: 'The result as a number. The expression is evaluated with the math.js library.',
  examples: [
    exchange(
      'Sharing out a prize',
      '!command add !split Shared seven ways, 100 coins is about ${math "round(100 / 7)"} each.',
      {role: 'viewer', name: 'sunnyotter', text: '!split'},
      'Shared seven ways, 100 coins is about 14 each.',
    ),
    exchange(
      'Doing sums with another variable',
      '!command add !double Doubled, your points would be ${math "${sender.points} * 2"}',
      {role: 'viewer', name: 'PixelPanda', text: '!double'},
      'Doubled, your points would be 4900',
    ),
  ],
  notes: [
    {kind: 'limit', text: '`random(min, max)` returns a number with decimals, such as 3.8172. Wrap it in `floor()` or `round()` for a whole number, or use `${random}`.'},
  ],
  relatedVariables: ['random', 'count', 'customapi'],
  tags: ['variables', 'chatbot', 'math'],
});
