import {describe, expect, it} from 'vitest';
import {checkSyntax, checkSyntaxAll, syntaxLanguages, type SyntaxLanguage} from '../support/codeSyntax';

/** One sample that parses and one broken one per language, with where the break is. */
const samples: Record<SyntaxLanguage, {valid: string; broken: string; line: number; column: number}> = {
  bash: {
    valid: 'for name in alpha beta; do\n  echo "hello $name"\ndone\n',
    broken: 'if true; then\n  echo yes\nfi fi\n',
    line: 3,
    column: 3,
  },
  javascript: {
    valid: "import {readFile} from 'node:fs/promises';\nconst text = await readFile('x.txt', 'utf8');\nconsole.log(text?.length ?? 0);\n",
    broken: 'const total = [1, 2, 3].reduce((sum, n) => sum + n, 0;\nconsole.log(total);\n',
    line: 1,
    column: 53,
  },
  python: {
    valid: 'import asyncio\n\n\nasync def main():\n    if (n := 3) > 2:\n        print(f"{n} is big")\n\nasyncio.run(main())\n',
    broken: 'totals = (1,\nprint(totals)\n',
    line: 1,
    column: 10,
  },
  go: {
    valid: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := range 3 {\n\t\tfmt.Println(i)\n\t}\n}\n',
    broken: 'package main\n\nfunc main() {\n\tx := []int{1, 2\n\tprintln(x)\n}\n',
    line: 4,
    column: 16,
  },
  csharp: {
    valid: 'using System;\n\nvar names = new[] { "ada", "linus" };\nforeach (var name in names)\n{\n    Console.WriteLine($"hi {name}");\n}\n',
    broken: 'class Greeter\n{\n    void Hello()\n    {\n        int count = 1\n        count++;\n    }\n}\n',
    line: 6,
    column: 9,
  },
  php: {
    valid: '<?php\n$items = ["tea", "cake"];\nforeach ($items as $item) {\n    echo "I like {$item}\\n";\n}\n',
    broken: '<?php\n$total = 1 + ;\necho $total;\n',
    line: 2,
    column: 12,
  },
};

describe('checkSyntax', () => {
  it('has a valid and a broken sample for every language it knows', () => {
    expect(Object.keys(samples).sort()).toEqual([...syntaxLanguages].sort());
  });

  for (const language of syntaxLanguages) {
    const sample = samples[language];
    it(`${language}: accepts a valid sample`, async () => {
      const found = await checkSyntax(language, sample.valid);
      expect(found, found?.message).toBeNull();
    });

    it(`${language}: rejects a broken sample and says the language, line and column`, async () => {
      const found = await checkSyntax(language, sample.broken);
      expect(found).not.toBeNull();
      expect(found!.language).toBe(language);
      // Where the parser stops: tree-sitter stops at the token after a missing one (C#: the next line).
      expect({line: found!.line, column: found!.column}).toEqual({line: sample.line, column: sample.column});
      expect(found!.message.startsWith(`${language}: line ${sample.line}, column ${sample.column}: `), found!.message).toBe(true);
    });
  }

  it('python: holds samples to the 3.8 grammar (a walrus passes, a match statement does not)', async () => {
    expect(await checkSyntax('python', 'if (n := 3) > 2:\n    print(n)\n')).toBeNull();
    const found = await checkSyntax('python', 'command = "stop"\nmatch command:\n    case "stop":\n        print("bye")\n');
    expect(found?.message).toMatch(/^python: line \d+, column \d+: .*3\.10.*\(Python 3\.8 grammar\)$/);
  });

  it('bash: a line without a column when tree-sitter finds nothing wrong on the line bash names', async () => {
    const found = await checkSyntax('bash', 'echo "never closed\n');
    expect(found?.language).toBe('bash');
    expect(found?.line).toBeGreaterThan(0);
    expect(found?.message).toMatch(/^bash: line \d+(, column \d+)?: /);
  });

  it('refuses a language it does not know, naming the ones it does', async () => {
    await expect(checkSyntax('ruby' as SyntaxLanguage, 'puts 1')).rejects.toThrow(/known: bash, javascript/);
  });

  it('checks many sources of a language at once with the same answers as one by one', async () => {
    for (const language of syntaxLanguages) {
      const {valid, broken} = samples[language];
      const sources = [valid, broken, valid, broken];
      const one = await Promise.all(sources.map((source) => checkSyntax(language, source)));
      expect(await checkSyntaxAll(language, sources), language).toEqual(one);
      expect(one.map((problem) => problem === null), language).toEqual([true, false, true, false]);
    }
  });
});
