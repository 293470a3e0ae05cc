import ArgumentParser
import TabsimCore

/// `--reader voiceover|talkback`: reader mode, the session driven as a screen reader
/// drives a phone.
struct ReaderModeOption: ParsableArguments {
    @Option(help: """
        Reader mode: drive the prototype as VoiceOver (voiceover) or TalkBack (talkback) does. Tab or a swipe right moves \
        the reader's cursor on, Shift-Tab or a swipe left back, Enter or a double tap activates what it is on; the bottom \
        row shows what the reader says.
        """)
    var reader: ScreenReader?
}
