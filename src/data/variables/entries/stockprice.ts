import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'stockprice',
  summary: 'The current price of a stock, by its ticker symbol.',
  syntax: [{form: '${stockprice <symbol>}', meaning: 'The current price of the stock with that ticker symbol.'}],
  parameters: [{name: '<symbol>', required: true, meaning: 'The stock’s ticker symbol, such as `AMZN`.'}],
  output: 'The price as a plain number, without a currency sign.',
  examples: [
    exchange(
      'A quick market check',
      '!command add !stocks Right now: AMZN ${stockprice AMZN}, TSLA ${stockprice TSLA}',
      {role: 'viewer', name: 'sunnyotter', text: '!stocks'},
      'Right now: AMZN 141.62, TSLA 208.15',
    ),
  ],
  relatedVariables: ['math', 'customapi'],
  tags: ['variables', 'chatbot', 'finance'],
});
