"""``verzaking laws --diff 2017 2017`` says there is no difference (it printed only its
heading, as if the command had failed halfway)."""

from __future__ import annotations

import pytest

from verzaking.cli import main


@pytest.mark.parametrize(("lang", "said"), [("nl", "Geen verschillen: dat is één editie."),
                                            ("en", "No differences: that is one edition.")])
def test_one_edition_twice_has_no_differences(lang: str, said: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["laws", "--diff", "2017", "2017", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[1].strip() == said


def test_two_editions_list_their_differences_without_that_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["laws", "--diff", "2017", "2007", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "62C3" in out and "No differences" not in out  # 62C3 is new in 2017
