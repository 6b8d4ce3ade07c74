"""The scanner says in words why a file cannot be read: a named pipe (or a device) was
reported "file cannot be read (reason.not_regular)", the reason's code and not its text,
which ``rule`` says right."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from verzaking.cli import main

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")


@pytest.mark.parametrize(("lang", "said"), [("en", "file cannot be read (not a regular file)"),
                                            ("nl", "(geen gewoon bestand)")])
def test_a_named_pipe_is_said_to_be_no_regular_file(
        lang: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "pijp.pbn"
    os.mkfifo(pipe)
    main(["scan", str(pipe), "--lang", lang, "--jobs", "1", "--no-progress"])
    out, err = capsys.readouterr()
    assert said in out + err
    assert "reason." not in out + err
