"""Dutch messages of the trainer (verzaking quiz, the practice page), by code.

Our own words; articles are cited, never quoted.
"""

MESSAGES: dict[str, str] = {
}
