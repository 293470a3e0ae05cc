extension BuiltInExamples {
    static let dongne = """
    # 동네 (Dongne): Korean labels and emoji icons, laid out by display columns.
    name: 동네 생활
    tint: indigo
    lint:
      accept:
        L2: 동네생활 and 나의 당근 are the app's own labels; a Hangul syllable takes two columns, so a 40-column phone cuts them where a real phone's font fits them
    sections:
      - label: 홈
        icon: "🏠"
        screen:
          title: 우리 동네 소식
          rows: {count: 50, text: "동네 소식 {n}번"}
      - label: 동네생활
        icon: "📰"
        badge: 5
        pages:
          style: scroll
          header: {title: 동네생활, fields: [{label: 검색, placeholder: 이웃에게 물어보세요}]}
          items:
            - {label: 전체, rows: {count: 30, text: "글 {n}"}}
            - {label: 맛집, badge: 2, rows: {count: 20, text: "맛집 추천 {n}"}}
            - {label: 분실물 센터, rows: {count: 6, text: "분실물 {n}"}}
            - {label: 동네 사진전 📷, rows: {count: 14, text: "사진 {n}"}}
            - {label: 취미 모임, rows: {count: 11, text: "모임 {n}"}}
      - label: 내 근처
        icon: "📍"
        screen:
          title: 내 근처
          empty: 아직 근처 가게가 없어요. 위치 권한을 켜 주세요.
      - label: 채팅
        icon: "💬"
        badge: 120
        screen:
          title: 채팅
          rows:
            - text: 김민지 · 자전거 팝니다
              detail: {title: 김민지, rows: [안녕하세요!, 아직 판매 중인가요?, 네 🙂]}
            - text: 이준호 · 책상 나눔
              detail: {title: 이준호, rows: [내일 가능해요]}
      - label: 나의 당근
        icon: "🥕"
        screen:
          title: 나의 정보
          fields: [{label: 닉네임, placeholder: 이름을 입력하세요}]
          rows: [설정, 공지사항, 자주 묻는 질문]
    """
}
