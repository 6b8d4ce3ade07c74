"""English messages of the director's ruling log (verzaking log, the log page), by code.

Our own words; articles are cited, never quoted.
"""

MESSAGES: dict[str, str] = {
}
