//! The error catalogue (spec §8): every error a client can see, with its `class.module.number`
//! code and its English and Japanese message. One table; a test checks it is complete.
//!
//! Modules: X000 common, A001 authentication, M001 members, T001 tasks, G001 tags, F001 files,
//! S001 subscriptions, H001 history, P001 projections, O001 organizations, J001 projects, Q001
//! questions, D001 documents, I001 issues, L001 applications, E001 email, Y001 AI models and
//! providers, K001 agents, C001 chats, W001 workflows, N001 notifications, V001 export, R001
//! import, Z001 saved views, U001 personal API tokens.

use crate::locale::Locale;

macro_rules! catalogue {
    ($( $variant:ident => $code:literal, $field:expr, $en:literal, $ja:literal; )*) => {
        /// A user-facing error, by catalogue entry.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Code { $( $variant, )* }

        impl Code {
            pub const ALL: &'static [Code] = &[ $( Code::$variant, )* ];

            /// The spec's `class.module.number` code.
            pub fn code(self) -> &'static str {
                match self { $( Code::$variant => $code, )* }
            }

            /// For invalid-input errors, the input field at fault (forms show the message there).
            pub fn field(self) -> Option<&'static str> {
                match self { $( Code::$variant => $field, )* }
            }

            pub fn message(self, locale: Locale) -> &'static str {
                match (self, locale) {
                    $( (Code::$variant, Locale::En) => $en, (Code::$variant, Locale::Ja) => $ja, )*
                }
            }

            /// The entry of a stored `class.module.number` code, if the catalogue has it.
            pub fn by_code(code: &str) -> Option<Code> {
                Code::ALL.iter().copied().find(|c| c.code() == code)
            }

            /// A stored code's message in `locale` (a result, an answer's failure), or the
            /// generic one for a code the catalogue no longer has.
            pub fn message_of(code: &str, locale: Locale) -> &'static str {
                Code::by_code(code).unwrap_or(Code::Unknown).message(locale)
            }
        }
    };
}

catalogue! {
    Unknown => "100.X000.001", None,
        "Something went wrong on our side. Please try again later.",
        "サーバーで問題が発生しました。しばらくしてからもう一度お試しください。";
    EmployeeNotFound => "101.M001.001", None,
        "Employee not found",
        "従業員が見つかりません";
    Unauthenticated => "102.X000.001", None,
        "Unauthenticated",
        "認証されていません。サインインしてください。";
    Unauthorized => "102.X000.002", None,
        "Unauthorized",
        "この操作を行う権限がありません";
    DeniedSchemaPermission => "102.X000.003", None,
        "Denied schema permission",
        "スキーマへのアクセス権限がありません";
    CannotSubscribe => "102.S001.001", None,
        "Cannot subscribe to this resource",
        "このリソースは購読できません";
    WrongEmailOrPassword => "102.A001.001", None,
        "The email or password you entered is incorrect.",
        "メールアドレスまたはパスワードが正しくありません。";
    InvalidCredentials => "102.A001.002", Some("oldPassword"),
        "Invalid credentials",
        "認証情報が正しくありません";
    TooManySignInAttempts => "102.A001.003", None,
        "Too many failed sign-in attempts. Please wait a few minutes and try again.",
        "サインインの失敗が多すぎます。数分待ってからもう一度お試しください。";
    TooManyResetRequests => "102.A001.004", Some("email"),
        "Too many password reset requests. Please wait a few minutes and try again.",
        "パスワード再設定のリクエストが多すぎます。数分待ってからもう一度お試しください。";
    ResetLinkUnknown => "102.A001.005", Some("token"),
        "This password reset link is not valid. Please ask for a new one.",
        "このパスワード再設定リンクは無効です。新しいリンクをリクエストしてください。";
    ResetLinkUsed => "102.A001.006", Some("token"),
        "This password reset link has already been used or replaced by a newer one. Please ask for a new one.",
        "このパスワード再設定リンクは使用済みか、新しいリンクに置き換えられています。新しいリンクをリクエストしてください。";
    ResetLinkExpired => "102.A001.007", Some("token"),
        "This password reset link has expired. Please ask for a new one.",
        "このパスワード再設定リンクは有効期限が切れています。新しいリンクをリクエストしてください。";
    ResetEmailFailed => "205.A001.001", None,
        "The password reset email could not be sent. Nothing was changed; please try again.",
        "パスワード再設定メールを送信できませんでした。何も変更されていません。もう一度お試しください。";
    // Issue 34 §3: personal API tokens. A bearer's token is refused before anything runs
    // (HTTP 401), and the scope and session-only operations by the guard.
    ApiTokenUnknown => "102.U001.001", None,
        "This API token is not valid.",
        "このAPIトークンは無効です。";
    ApiTokenExpired => "102.U001.002", None,
        "This API token has expired.",
        "このAPIトークンは有効期限が切れています。";
    ApiTokenRevoked => "102.U001.003", None,
        "This API token has been revoked.",
        "このAPIトークンは失効しています。";
    ApiTokenOwnerDeactivated => "102.U001.004", None,
        "The owner of this API token is deactivated.",
        "このAPIトークンの所有者は無効化されています。";
    ApiTokenReadOnly => "102.U001.005", None,
        "This API token may only read. Use a read-write token to make changes.",
        "このAPIトークンは読み取り専用です。変更するには読み書きできるトークンを使ってください。";
    ApiTokenSessionOnly => "102.U001.006", None,
        "API tokens cannot be created or revoked with an API token. Sign in to manage them.",
        "APIトークンの作成・失効はAPIトークンではできません。サインインして操作してください。";
    InvalidApiTokenExpiry => "203.U001.001", Some("expiresAt"),
        "Invalid expiry: a time in the future, at most a year away",
        "有効期限が正しくありません（今より後、1年以内）";
    InvalidApiTokenScope => "203.U001.002", Some("scope"),
        "Invalid scope (read or read-write)",
        "スコープが正しくありません（読み取り、または読み書き）";
    ApiTokenNotFound => "204.U001.001", None,
        "API token not found",
        "APIトークンが見つかりません";
    ApiTokenAlreadyRevoked => "201.U001.001", None,
        "This API token has already been revoked.",
        "このAPIトークンはすでに失効しています。";
    DatabaseUnavailable => "104.X000.001", None,
        "The database is unavailable. Please try again later.",
        "データベースに接続できません。しばらくしてからもう一度お試しください。";
    LastAdmin => "201.M001.001", Some("roleIds"),
        "The last active admin must keep the Admin role",
        "最後の有効な管理者から管理者ロールを外すことはできません";
    AdminRoleIsPermanent => "201.M001.002", None,
        "The Admin role cannot be deleted",
        "管理者ロールは削除できません";
    RoleInUse => "201.M001.003", None,
        "Role is in use",
        "このロールは使用中です";
    RoleNotDeleted => "201.M001.004", None,
        "The role is not deleted",
        "このロールは削除されていません";
    EmployeeActive => "201.M001.005", None,
        "Employee is active",
        "この従業員は有効です";
    UpdateFailed => "201.X000.001", None,
        "Failed to update the record",
        "レコードの更新に失敗しました";
    InvalidRequest => "203.X000.001", None,
        "Invalid request",
        "リクエストが正しくありません";
    InvalidLimit => "203.X000.002", Some("first"),
        "Invalid limit",
        "件数の指定が正しくありません（1〜100）";
    InvalidId => "203.X000.003", Some("id"),
        "Invalid id",
        "IDが正しくありません";
    InvalidCursor => "203.X000.004", Some("after"),
        "Invalid cursor",
        "カーソルが正しくありません";
    InvalidKeyword => "203.X000.005", Some("keyword"),
        "Invalid keyword",
        "キーワードが正しくありません";
    InvalidExportFormat => "203.V001.001", Some("format"),
        "Invalid export format (CSV, Excel or JSON Lines)",
        "エクスポート形式が正しくありません（CSV、Excel、JSON Lines）";
    NotAnExportableList => "203.V001.002", Some("list"),
        "This list cannot be exported",
        "この一覧はエクスポートできません";
    InvalidExportColumns => "203.V001.003", Some("columns"),
        "Invalid export columns",
        "エクスポートする列が正しくありません";
    InvalidHistoryPeriod => "203.V001.004", Some("from"),
        "Invalid period",
        "期間が正しくありません";
    InvalidName => "203.M001.001", Some("name"),
        "Invalid name",
        "名前が正しくありません";
    InvalidEmail => "203.M001.002", Some("email"),
        "Invalid email",
        "メールアドレスが正しくありません";
    InvalidPassword => "203.M001.003", Some("newPassword"),
        "Invalid password: use 8 to 128 characters",
        "パスワードが正しくありません（8〜128文字）";
    InvalidTitle => "203.T001.001", Some("title"),
        "Invalid title",
        "タイトルが正しくありません（1〜200文字）";
    InvalidDescription => "203.T001.002", Some("description"),
        "Invalid description",
        "説明が正しくありません（20,000文字以内）";
    InvalidStatus => "203.T001.003", Some("statusId"),
        "Invalid status",
        "ステータスが正しくありません";
    InvalidPriority => "203.T001.004", Some("priorityId"),
        "Invalid priority",
        "優先度が正しくありません";
    InvalidAssignee => "203.T001.005", Some("assigneeId"),
        "Invalid assignee",
        "担当者が正しくありません";
    InvalidFileFormat => "203.F001.001", Some("file"),
        "Invalid file format",
        "ファイル形式が正しくありません（PNG・JPEG・GIF・WebP）";
    InvalidFileSize => "203.F001.002", Some("file"),
        "Invalid file size",
        "ファイルサイズが正しくありません（5 MiB以内）";
    Identical => "204.X000.001", None,
        "The submitted data is identical to current information.",
        "送信されたデータは現在の情報と同じです。";
    SameStatus => "204.X000.002", Some("statusId"),
        "Current status is same to new status",
        "現在のステータスと新しいステータスが同じです";
    ConcurrentChange => "204.X000.003", None,
        "Someone else changed this record at the same moment. Please reload and try again.",
        "同時に他のユーザーがこのレコードを変更しました。再読み込みしてもう一度お試しください。";
    StaleVersion => "204.X000.004", None,
        "Someone else changed this record after you opened it.",
        "このレコードは、開いた後に他のユーザーによって変更されました。";
    TagNotFound => "204.G001.001", None,
        "Tag not found",
        "タグが見つかりません";
    InvalidColor => "203.G001.001", Some("color"),
        "Invalid color",
        "色が正しくありません";
    // Issue 35 §5: saved views.
    SavedViewNotFound => "204.Z001.001", None,
        "Saved view not found",
        "保存したビューが見つかりません";
    SavedViewRoleNotFound => "204.Z001.002", Some("sharedWithRoleId"),
        "The role to share with was not found",
        "共有先のロールが見つかりません";
    InvalidSavedViewList => "203.Z001.001", Some("list"),
        "This list cannot have saved views",
        "この一覧ではビューを保存できません";
    InvalidSavedViewQuery => "203.Z001.002", Some("query"),
        "Invalid filter, sort or columns: at most 2,000 characters of a list's address",
        "絞り込み・並び順・列が正しくありません（一覧のアドレスの2,000文字まで）";
    TaskNotFound => "204.T001.001", None,
        "Task not found",
        "タスクが見つかりません";
    EmployeeExists => "204.M001.001", Some("email"),
        "Employee with this email already exists",
        "このメールアドレスの従業員はすでに存在します";
    RoleAssignmentExists => "204.M001.002", Some("roleIds"),
        "Role assignment already exists",
        "このロールはすでに割り当てられています";
    RoleNotFound => "204.M001.003", Some("roleIds"),
        "Role not found",
        "ロールが見つかりません";
    NameExists => "204.X000.005", Some("name"),
        "Name already exists",
        "この名前はすでに使われています";
    EmployeeDeactivated => "204.M001.005", None,
        "Employee is deactivated",
        "この従業員は無効化されています";
    RoleCategoryNotFound => "204.M001.006", Some("roleCategoryId"),
        "Role category not found",
        "ロールカテゴリーが見つかりません";
    InvalidHistoryTime => "203.H001.001", Some("at"),
        "Invalid time: the entity did not exist yet",
        "日時が正しくありません（この時点ではまだ存在しません）";
    InvalidVersion => "203.H001.002", Some("version"),
        "Invalid version",
        "バージョンが正しくありません";
    EntityNotFound => "204.H001.001", Some("id"),
        "Entity not found",
        "対象が見つかりません";
    ProjectionNotFound => "204.P001.001", None,
        "Projection not found",
        "プロジェクションが見つかりません";
    EmployeeNotOwner => "102.X000.004", None,
        "Employee is not owner",
        "この操作は作成者のみ行えます";
    OrganizationInUse => "201.O001.001", None,
        "Organization is in use",
        "組織は使用中です";
    OrganizationNotFound => "204.O001.001", None,
        "Organization not found",
        "組織が見つかりません";
    DealStatusNotFound => "204.O001.002", Some("dealStatusId"),
        "Deal status not found",
        "商談ステータスが見つかりません";
    OrganizationMemberNotFound => "101.O001.001", None,
        "Member not found",
        "メンバーが見つかりません";
    MemberEmailExists => "204.O001.003", Some("email"),
        "A member with this email already exists",
        "このメールアドレスのメンバーはすでに登録されています";
    OwnerNotFound => "204.O001.004", Some("ownerId"),
        "Employee not found",
        "担当の従業員が見つかりません";
    TooManyMembers => "203.O001.001", None,
        "Too many members",
        "メンバーが多すぎます（500人まで）";
    InvalidWebsite => "203.O001.002", Some("website"),
        "Invalid website",
        "ウェブサイトが正しくありません（http:// または https:// で始まるアドレス）";
    InvalidTagIds => "203.O001.003", Some("tagIds"),
        "Invalid tag IDs",
        "タグの指定が正しくありません（20個まで）";
    InvalidDealValue => "203.O001.004", Some("dealAmount"),
        "Invalid deal value",
        "商談金額が正しくありません";
    InvalidCurrency => "203.O001.005", Some("dealCurrency"),
        "Invalid currency",
        "通貨が正しくありません";
    InvalidPhone => "203.O001.006", Some("phone"),
        "Invalid phone",
        "電話番号が正しくありません";
    InvalidJobTitle => "203.O001.007", Some("title"),
        "Invalid title",
        "役職が正しくありません（200文字以内）";
    InvalidPeriod => "203.O001.008", Some("from"),
        "Invalid period",
        "期間が正しくありません（開始は終了より前、最長10年）";
    TagsNotFound => "204.G001.002", Some("tagIds"),
        "Tags not found",
        "指定されたタグが見つかりません";
    ProjectNotFound => "204.J001.001", None,
        "Project not found",
        "プロジェクトが見つかりません";
    ProjectEmployeeNotFound => "204.J001.002", Some("employeeIds"),
        "Employee not found",
        "チームの従業員が見つかりません";
    ProjectOrganizationNotFound => "204.J001.003", Some("organizationIds"),
        "Organization not found",
        "プロジェクトの組織が見つかりません";
    InvalidOrganizationIds => "203.J001.001", Some("organizationIds"),
        "Invalid organization IDs",
        "組織の指定が正しくありません（50件まで）";
    InvalidEmployeeIds => "203.J001.002", Some("employeeIds"),
        "Invalid employee IDs",
        "従業員の指定が正しくありません（200人まで）";
    QuestionNotFound => "204.Q001.001", None,
        "Question not found",
        "質問が見つかりません";
    QuestionOrganizationNotFound => "204.Q001.002", Some("organizationId"),
        "Organization not found",
        "この組織はプロジェクトに含まれていません";
    InvalidBody => "203.Q001.001", Some("body"),
        "Invalid body",
        "本文が正しくありません（20,000文字以内）";
    InvalidAnswer => "203.Q001.002", Some("answer"),
        "Invalid answer",
        "回答が正しくありません（1〜20,000文字）";
    DocumentNotFound => "204.D001.001", None,
        "Document not found",
        "ドキュメントが見つかりません";
    DocumentNotAccessible => "102.D001.001", None,
        "Document Not Accessible",
        "このドキュメントを閲覧する権限がありません";
    DocumentExists => "204.D001.002", None,
        "Document already exists",
        "このドキュメントはすでに存在します";
    DocumentAlreadyArchived => "204.D001.003", Some("statusId"),
        "Document is already archived",
        "このドキュメントはすでにアーカイブされています";
    CategoryAssignmentExists => "204.D001.004", Some("categoryId"),
        "Category assignment already exists",
        "このカテゴリーはすでに割り当てられています";
    DocumentRoleAssignmentExists => "204.D001.005", Some("roleId"),
        "Role assignment already exists",
        "このロールはすでに同じ権限で割り当てられています";
    CategoryNotFound => "204.D001.006", Some("categoryId"),
        "Category not found",
        "カテゴリーが見つかりません";
    PermissionNotFound => "204.D001.007", Some("permissionCategoryId"),
        "Permission not found",
        "権限カテゴリーが見つかりません";
    DocumentVersionNotFound => "204.D001.008", Some("revision"),
        "Document version not found",
        "ドキュメントのバージョンが見つかりません";
    AssignmentNotFound => "204.D001.009", Some("roleId"),
        "Assignment not found",
        "この割り当ては見つかりません";
    AttachmentNotFound => "204.D001.010", Some("attachmentId"),
        "Attachment not found",
        "添付ファイルが見つかりません";
    DocumentRoleNotFound => "204.D001.011", Some("roleId"),
        "Role not found",
        "ロールが見つかりません";
    NothingChanged => "204.X000.006", None,
        "Nothing changed",
        "変更はありません";
    NotDeleted => "204.X000.007", None,
        "This item is not in the trash",
        "この項目はごみ箱にありません";
    NotDeletable => "203.X000.006", Some("id"),
        "This item cannot be deleted",
        "この項目は削除できません";
    // Issue 35 §2: bulk edit. An item's own refusal is its single edit's code, in the result.
    BulkEditNotFound => "204.B001.001", None,
        "Bulk change not found",
        "一括変更が見つかりません";
    BulkNothingChosen => "203.B001.001", Some("items"),
        "No items chosen",
        "項目が選択されていません";
    BulkTooManyItems => "203.B001.002", Some("items"),
        "Too many items: at most 10,000 at once",
        "項目が多すぎます（一度に10,000件まで）";
    BulkDuplicateItem => "203.B001.003", Some("items"),
        "An item is chosen twice",
        "同じ項目が2回選択されています";
    InvalidBulkField => "203.B001.004", Some("field"),
        "Invalid field",
        "無効な項目です";
    InvalidBulkValue => "203.B001.005", Some("value"),
        "Invalid value",
        "無効な値です";
    BulkNotEditable => "203.B001.006", Some("type"),
        "These items cannot be changed in bulk",
        "これらの項目は一括で変更できません";
    BulkStillRunning => "201.B001.001", None,
        "The bulk change is still running",
        "一括変更はまだ実行中です";
    BulkAlreadyUndone => "201.B001.002", None,
        "The bulk change was already undone",
        "この一括変更はすでに元に戻されています";
    BulkNothingToUndo => "201.B001.003", None,
        "The bulk change changed nothing",
        "この一括変更では何も変更されていません";
    BulkUndoIsFinal => "201.B001.004", None,
        "An undo cannot be undone",
        "元に戻した変更は、さらに元に戻せません";
    // Issue 35 §3: import from CSV. A row's own refusal is its single edit's code, in the
    // result; these are the file's, and a row's values' where no edit has one.
    ImportNotFound => "204.R001.001", None,
        "Import not found",
        "インポートが見つかりません";
    ImportNotCsv => "203.R001.001", Some("file"),
        "The file is not a CSV file",
        "ファイルがCSV形式ではありません";
    ImportUnknownEncoding => "203.R001.002", Some("file"),
        "The file is not in UTF-8 or Shift_JIS",
        "ファイルの文字コードがUTF-8またはShift_JISではありません";
    ImportFileTooLarge => "203.R001.003", Some("file"),
        "The file is too large: at most 10 MB",
        "ファイルが大きすぎます（10 MBまで）";
    ImportNoRows => "203.R001.004", Some("file"),
        "The file has no rows under its header",
        "ファイルに見出し行以外の行がありません";
    ImportTooManyRows => "203.R001.005", Some("file"),
        "Too many rows: at most 50,000 at once",
        "行が多すぎます（一度に50,000行まで）";
    ImportInvalidMapping => "203.R001.006", Some("columns"),
        "Invalid column mapping",
        "列の対応付けが正しくありません";
    ImportFieldMappedTwice => "203.R001.007", Some("columns"),
        "A field is mapped to two columns",
        "同じ項目が2つの列に対応付けられています";
    ImportRequiredFieldUnmapped => "203.R001.008", Some("columns"),
        "A required field has no column",
        "必須項目に対応する列がありません";
    ImportNotImportable => "203.R001.009", Some("type"),
        "These items cannot be imported",
        "これらの項目はインポートできません";
    ImportValueRequired => "203.R001.010", None,
        "A value is required",
        "値を入力してください";
    ImportUnknownValue => "203.R001.011", None,
        "Unknown value: use one of the listed names",
        "不明な値です。一覧にある名前を使ってください";
    ImportInvalidDate => "203.R001.012", None,
        "Invalid date: write it as YYYY-MM-DD",
        "日付が正しくありません（YYYY-MM-DD の形式）";
    ImportInvalidNumber => "203.R001.013", None,
        "Invalid number",
        "数値が正しくありません";
    ImportAmbiguousKey => "201.R001.001", None,
        "More than one record has this key, so the row cannot tell which to update",
        "このキーを持つレコードが複数あるため、更新するレコードを特定できません";
    ProjectInUse => "201.J001.001", None,
        "Project is in use",
        "プロジェクトは使用中です";
    TooManyAttachments => "203.D001.001", Some("file"),
        "Too many attachments",
        "添付ファイルが多すぎます（50件まで）";
    InvalidDocumentBody => "203.D001.002", Some("body"),
        "Invalid body",
        "本文が正しくありません（200,000文字以内）";
    InvalidAccess => "203.D001.003", Some("accessId"),
        "Invalid access",
        "権限の種類が正しくありません";
    InvalidFileName => "203.D001.004", Some("file"),
        "Invalid file name",
        "ファイル名が正しくありません";
    InvalidRoleAssignments => "203.D001.005", Some("roleAssignments"),
        "Invalid role assignments",
        "ロールの割り当てが正しくありません（同じロールは一度だけ）";
    InvalidCategoryDescription => "203.D001.006", Some("description"),
        "Invalid description",
        "説明が正しくありません（2,000文字以内）";
    InvalidAttachmentFormat => "203.F001.003", Some("file"),
        "Invalid file format",
        "ファイル形式が正しくありません（PDF・画像・テキスト・CSV・Office文書）";
    InvalidAttachmentSize => "203.F001.004", Some("file"),
        "Invalid file size",
        "ファイルサイズが正しくありません（20 MiB以内）";
    UploadFailed => "205.F001.001", None,
        "Failed to upload file",
        "ファイルのアップロードに失敗しました";
    IssueNotFound => "204.I001.001", None,
        "Issue not found",
        "課題が見つかりません";
    IssueStatusNotFound => "204.I001.002", Some("statusId"),
        "Status not found",
        "ステータスが見つかりません";
    AssignmentExists => "204.I001.003", None,
        "Assignment already exists",
        "すでに割り当てられています";
    IssueAssignmentNotFound => "204.I001.004", None,
        "Assignment not found",
        "この割り当ては見つかりません";
    CommentNotFound => "204.I001.005", Some("commentId"),
        "Comment not found",
        "コメントが見つかりません";
    IssueAlreadyConverted => "204.I001.006", None,
        "Issue already converted to a task",
        "この課題はすでにタスクに変換されています";
    InvalidComment => "203.I001.001", Some("body"),
        "Invalid comment",
        "コメントが正しくありません（1〜20,000文字）";
    InvalidLabel => "203.I001.002", Some("labelEn"),
        "Invalid label",
        "ラベルが正しくありません（1〜60文字）";
    InvalidPosition => "203.I001.003", Some("position"),
        "Invalid position",
        "並び順が正しくありません（0〜999）";
    TooManyIssueLinks => "203.I001.004", None,
        "Too many assignments",
        "割り当てが多すぎます（カテゴリー・タグは20件、担当者・ドキュメント・メンションは50件まで）";
    // Issue 35: a page or requirement comes back from the trash only where it can stand.
    NodeDeletedWithDirectory => "201.L001.001", None,
        "This page or requirement was deleted with its directory: restore the directory to bring it back",
        "このページまたは要件はディレクトリとともに削除されました。ディレクトリを復元すると元に戻ります";
    NodeDeletedWithApplication => "201.L001.002", None,
        "This page or requirement was deleted with its application: restore the application to bring it back",
        "このページまたは要件はアプリケーションとともに削除されました。アプリケーションを復元すると元に戻ります";
    NodeDirectoryDeleted => "201.L001.003", None,
        "The directory it was in is in the trash: restore that directory first",
        "元のディレクトリがごみ箱にあります。先にそのディレクトリを復元してください";
    NodeApplicationDeleted => "201.L001.004", None,
        "Its application is in the trash: restore the application first",
        "アプリケーションがごみ箱にあります。先にアプリケーションを復元してください";
    ApplicationNotFound => "204.L001.001", None,
        "Project application not found",
        "プロジェクトのアプリケーションが見つかりません";
    PageDirectoryNotFound => "204.L001.002", Some("parentId"),
        "page directory not found",
        "ページのディレクトリが見つかりません";
    RequirementDirectoryNotFound => "204.L001.003", Some("parentId"),
        "requirement directory not found",
        "要件のディレクトリが見つかりません";
    NoChildRequirements => "204.L001.004", None,
        "This directory contains no child requirements",
        "このディレクトリには子要件がありません";
    NoChildPages => "204.L001.005", None,
        "This directory contains no child pages",
        "このディレクトリには子ページがありません";
    NoContentInDirectory => "204.L001.006", None,
        "No content in target directory",
        "対象のディレクトリに内容がありません";
    NotADirectory => "204.L001.007", Some("parentId"),
        "Only directories can have children",
        "子を持てるのはディレクトリだけです";
    MoveIntoOwnSubtree => "204.L001.008", Some("parentId"),
        "A directory cannot move into its own subtree",
        "ディレクトリを自分の配下へ移動することはできません";
    ApplicationNodeNotFound => "204.L001.009", None,
        "Page or requirement not found",
        "ページまたは要件が見つかりません";
    NotAPage => "204.L001.010", None,
        "Only a page can implement requirements",
        "要件を実装できるのはページだけです";
    RequirementNotFound => "204.L001.011", Some("requirementId"),
        "Requirement not found",
        "要件が見つかりません";
    InvalidContent => "203.L001.001", Some("content"),
        "Invalid content",
        "内容が正しくありません（100,000文字以内）";
    InvalidDepth => "203.L001.002", Some("depth"),
        "Invalid depth",
        "深さが正しくありません（1〜10）";
    InvalidNodePosition => "203.L001.003", Some("position"),
        "Invalid position",
        "位置が正しくありません（0以上）";
    TooManyRecipients => "205.E001.001", Some("targetEmails"),
        "Too many recipients specified",
        "宛先が多すぎます";
    TemplateNotActive => "204.E001.001", Some("templateId"),
        "Template is not active",
        "テンプレートが有効ではありません";
    TemplateNotFound => "204.E001.002", Some("templateId"),
        "Template not found",
        "テンプレートが見つかりません";
    EmailTemplateInUse => "201.E001.001", None,
        "Template is in use",
        "テンプレートは使用中です";
    EmailJobNotFound => "204.E001.003", None,
        "Email job not found",
        "メールジョブが見つかりません";
    EmailJobNotDraft => "204.E001.004", None,
        "Only a draft can be changed",
        "変更できるのは下書きだけです";
    EmailJobNotScheduled => "204.E001.005", None,
        "Only a scheduled job can be cancelled",
        "取り消せるのは送信予約中のジョブだけです";
    NoRecipients => "204.E001.006", Some("targetEmails"),
        "There is no one to send to",
        "送信先がありません";
    EmailEventNotFound => "204.E001.007", None,
        "Email event not found",
        "メールイベントが見つかりません";
    EmailAttachmentNotFound => "204.E001.008", Some("attachmentIds"),
        "Attachment not found",
        "添付ファイルが見つかりません";
    InvalidRecipientEmail => "203.E001.001", Some("targetEmails"),
        "Invalid email address",
        "メールアドレスが正しくありません";
    InvalidSenderEmail => "203.E001.002", Some("senderEmail"),
        "Invalid sender email address",
        "送信者のメールアドレスが正しくありません";
    InvalidSenderName => "203.E001.003", Some("senderName"),
        "Invalid sender name",
        "送信者名が正しくありません（1〜200文字）";
    InvalidSubject => "203.E001.004", Some("subject"),
        "Invalid subject",
        "件名が正しくありません（1〜300文字）";
    InvalidHtml => "203.E001.005", Some("html"),
        "Invalid HTML body",
        "HTML本文が正しくありません（空でなく512 KiB以内）";
    TooManyTagNames => "203.E001.006", Some("tagNames"),
        "Too many tags",
        "タグが多すぎます（20件まで）";
    InvalidConditions => "203.E001.007", Some("conditions"),
        "Choose at least one deal status",
        "商談ステータスを1つ以上選んでください";
    InvalidScheduleTime => "203.E001.008", Some("scheduledSendTime"),
        "Invalid send time",
        "送信日時が正しくありません";
    DocumentsNotFound => "204.D001.012", Some("documentIds"),
        "Documents not found",
        "ドキュメントが見つかりません";
    AiModelNotSupported => "201.Y001.001", Some("aiModelId"),
        "AI model is not supported",
        "このAIモデルはサポートされていません";
    AiProviderNotConfigured => "201.Y001.002", Some("aiModelId"),
        "This AI model's provider is not configured on this server",
        "このAIモデルのプロバイダーはこのサーバーで設定されていません";
    AiModelNotFound => "204.Y001.001", Some("aiModelId"),
        "AI model not found",
        "AIモデルが見つかりません";
    AiToolsNotOfModel => "204.Y001.002", Some("aiToolIds"),
        "AI tools do not belong to this AI model",
        "このAIツールはこのAIモデルでは使えません";
    InvalidAiToolIds => "203.Y001.001", Some("aiToolIds"),
        "Invalid AI tool IDs",
        "AIツールのIDが正しくありません";
    InvalidProvider => "203.Y001.002", Some("provider"),
        "Invalid provider",
        "プロバイダーが正しくありません（設定済みのプロバイダー名）";
    InvalidModelName => "203.Y001.003", Some("modelName"),
        "Invalid model name",
        "モデル名が正しくありません（空白なし、200文字以内）";
    InvalidMaxTokens => "203.Y001.004", Some("maxTokens"),
        "Invalid max tokens",
        "最大トークン数が正しくありません（1〜64,000）";
    InvalidClaudeResponse => "205.Y001.001", None,
        "Invalid Claude Response received",
        "AIから不正な応答を受信しました";
    InvalidClaudeJson => "205.Y001.002", None,
        "Invalid Json Response from Claude AI",
        "AIからの応答のJSONが不正です";
    AiProviderUnavailable => "205.Y001.003", None,
        "The AI provider could not be reached",
        "AIプロバイダーに接続できませんでした";
    AiProviderTimeout => "205.Y001.004", None,
        "The AI provider did not answer in time",
        "AIプロバイダーが時間内に応答しませんでした";
    AiProviderRateLimited => "205.Y001.005", None,
        "The AI provider is limiting requests; try again shortly",
        "AIプロバイダーがリクエストを制限しています。しばらくしてから再試行してください";
    AiProviderRefusedKey => "205.Y001.006", None,
        "The AI provider refused this server's key",
        "AIプロバイダーがこのサーバーのキーを拒否しました";
    AiProviderError => "205.Y001.007", None,
        "The AI provider reported an error",
        "AIプロバイダーがエラーを返しました";
    AiGenerationInterrupted => "205.Y001.008", None,
        "The answer was interrupted; retry it",
        "回答が中断されました。再試行してください";
    AgentNotFound => "204.K001.001", None,
        "Agent not found",
        "エージェントが見つかりません";
    AgentRoleNotFound => "204.K001.002", Some("roleId"),
        "Agent role not found",
        "エージェントロールが見つかりません";
    AgentArchived => "204.K001.003", None,
        "Agent is archived",
        "エージェントはアーカイブされています";
    AgentAlreadyArchived => "204.K001.004", None,
        "Agent is already archived",
        "エージェントはすでにアーカイブされています";
    AgentNotArchived => "204.K001.005", None,
        "Agent is not archived",
        "エージェントはアーカイブされていません";
    AgentDeleted => "204.K001.006", None,
        "The agent is deleted; restore it from the trash to chat with it",
        "エージェントは削除されています。チャットするにはごみ箱から復元してください";
    AgentRoleInUse => "201.K001.001", None,
        "Agent role is in use",
        "エージェントロールは使用中です";
    InvalidInstruction => "203.K001.001", Some("instruction"),
        "Invalid instruction",
        "指示が正しくありません（必須、20,000文字以内）";
    InvalidAgentDescription => "203.K001.002", Some("description"),
        "Invalid description",
        "説明が正しくありません（2,000文字以内）";
    InvalidEmotionalLevel => "203.K001.003", Some("emotionalLevel"),
        "Invalid emotionalLevel",
        "感情レベルが正しくありません（1〜5）";
    InvalidAgentDocuments => "203.K001.004", Some("documentIds"),
        "Invalid documents",
        "ドキュメントが正しくありません（50件まで）";
    ChatRoomNotFound => "204.C001.001", None,
        "Chat room not found",
        "チャットルームが見つかりません";
    ChatMessageNotFound => "204.C001.002", Some("messageId"),
        "Chat message not found",
        "チャットメッセージが見つかりません";
    AnswerInProgress => "204.C001.003", None,
        "An answer is still being written",
        "まだ回答を作成中です";
    AnswerNotStreaming => "204.C001.004", Some("messageId"),
        "The answer is not being written",
        "この回答は作成中ではありません";
    AnswerNotRetryable => "204.C001.005", Some("messageId"),
        "Only a failed or stopped answer can be retried",
        "再試行できるのは失敗または停止した回答だけです";
    AnswerNotSavable => "204.C001.006", Some("messageId"),
        "Only a finished answer of a document generation can be saved as a document",
        "ドキュメントとして保存できるのは、ドキュメント生成の完了した回答だけです";
    GeneratedDocumentAlreadySaved => "204.C001.007", Some("messageId"),
        "This draft has already been saved as a document",
        "この下書きはすでにドキュメントとして保存されています";
    InvalidMessage => "203.C001.001", Some("message"),
        "Invalid message",
        "メッセージが正しくありません（必須、32,000文字以内）";
    InvalidChatTitle => "203.C001.002", Some("title"),
        "Invalid title",
        "タイトルが正しくありません（必須、120文字以内）";
    InvalidChatFiles => "203.C001.003", Some("files"),
        "Invalid files",
        "ファイルが正しくありません（10件まで）";
    InvalidAttachedDocuments => "203.C001.004", Some("attachedDocuments"),
        "Invalid attachedDocuments",
        "添付ドキュメントが正しくありません（20件まで）";
    NoAiModel => "203.C001.005", Some("aiModelId"),
        "Choose an AI model or an agent with a default model",
        "AIモデル、または既定のモデルを持つエージェントを選んでください";
    WorkflowTemplateNotFound => "204.W001.001", Some("templateId"),
        "Template not found",
        "テンプレートが見つかりません";
    WorkflowInstanceNotFound => "204.W001.002", Some("instanceId"),
        "Workflow instance not found",
        "ワークフローインスタンスが見つかりません";
    WorkflowStepNotFound => "204.W001.003", Some("stepKey"),
        "Workflow step and step document not found",
        "ワークフローのステップまたはステップドキュメントが見つかりません";
    WorkflowTemplateNotActive => "204.W001.004", Some("templateId"),
        "Template is not active",
        "テンプレートが有効ではありません";
    NotWorkflowOwner => "102.W001.001", None,
        "Employee is not owner of AI Workflow Instance",
        "このAIワークフローインスタンスの所有者ではありません";
    NotWorkflowApprover => "102.W001.002", None,
        "Employee not authorized",
        "このステップを承認する権限がありません";
    OwnerCannotApprove => "102.W001.003", None,
        "The owner cannot approve their own step",
        "所有者は自分のステップを承認できません";
    SameApproval => "204.W001.005", Some("isApprove"),
        "Current approval is same to new approval",
        "現在の承認状態と同じです";
    ApprovalDocumentExists => "204.W001.006", Some("isApproval"),
        "This step already has an approval document",
        "このステップにはすでに承認ドキュメントがあります";
    WorkflowTemplateAlreadyArchived => "204.W001.007", None,
        "Template is already archived",
        "テンプレートはすでにアーカイブされています";
    WorkflowTemplateNotArchived => "204.W001.008", None,
        "Template is not archived",
        "テンプレートはアーカイブされていません";
    WorkflowTemplateArchived => "204.W001.009", None,
        "Template is archived",
        "アーカイブされたテンプレートは編集できません";
    WorkflowInstanceNotInProgress => "204.W001.010", None,
        "Workflow instance is not in progress",
        "ワークフローインスタンスは進行中ではありません";
    WorkflowStepNotInProgress => "204.W001.011", Some("stepKey"),
        "Workflow step is not in progress",
        "ワークフローのステップは進行中ではありません";
    WorkflowStepNeedsApproval => "204.W001.012", Some("status"),
        "This step is completed by approving its approval document",
        "このステップは承認ドキュメントの承認で完了します";
    NoApprovalDocument => "204.W001.013", Some("stepKey"),
        "This step has no approval document",
        "このステップには承認ドキュメントがありません";
    WorkflowStepNoApprover => "204.W001.014", Some("isApproval"),
        "This step has no approver",
        "このステップには承認者がいません";
    ApprovalNotRejected => "204.W001.015", Some("stepKey"),
        "The approval document was not rejected",
        "承認ドキュメントは却下されていません";
    WorkflowStepDone => "204.W001.016", Some("stepKey"),
        "This step is done",
        "このステップは完了しています";
    StepDocumentExists => "204.W001.017", Some("documentId"),
        "Document already exists",
        "このドキュメントはすでにステップに添付されています";
    WorkflowStepOverdueAlready => "204.W001.018", None,
        "Workflow step is already overdue",
        "ワークフローのステップはすでに期限切れです";
    WorkflowStepNotDue => "204.W001.019", None,
        "Workflow step is not due yet",
        "ワークフローのステップはまだ期限前です";
    WorkflowApproverRoleNotFound => "204.W001.020", Some("steps"),
        "Role not found",
        "承認ロールが見つかりません";
    FlowAnswerNotReady => "204.W001.021", Some("messageId"),
        "Only a finished answer of a flow generation can propose steps",
        "ステップを提案できるのは、フロー生成の完了した回答だけです";
    GeneratedFlowAlreadyApplied => "204.W001.022", Some("messageId"),
        "These steps have already been applied to a workflow",
        "この提案のステップはすでにワークフローに適用されています";
    WorkflowStatusUpdateFailed => "201.W001.001", Some("status"),
        "Status update failed",
        "ステータスを更新できませんでした（進行中のステップだけを完了にできます）";
    InvalidWorkflowSteps => "203.W001.001", Some("steps"),
        "Invalid steps",
        "ステップが正しくありません（1〜30件。名前は必須で100文字以内、説明は2,000文字以内、期待するドキュメントは10件まで、期限は1〜8,760時間）";
    InvalidWorkflowComment => "203.W001.002", Some("comment"),
        "Invalid comment",
        "コメントが正しくありません（却下には必須、2,000文字以内）";
    InvalidStepDocuments => "203.W001.003", Some("documentId"),
        "Invalid documents",
        "ドキュメントが正しくありません（1ステップ20件まで）";
    InvalidWorkflowDescription => "203.W001.004", Some("description"),
        "Invalid description",
        "説明が正しくありません（2,000文字以内）";
    InvalidWorkflowReason => "203.W001.005", Some("reason"),
        "Invalid reason",
        "理由が正しくありません";
    NotificationNotFound => "101.N001.001", Some("ids"),
        "Notification not found",
        "通知が見つかりません";
    TooManyNotifications => "203.N001.001", Some("ids"),
        "Too many notifications (at most 100 at once)",
        "一度に指定できる通知は100件までです";
    UnknownNotificationKind => "203.N001.002", Some("kind"),
        "Unknown notification kind",
        "不明な通知の種類です";
    UnsubscribeLinkInvalid => "101.N001.002", None,
        "This unsubscribe link is not valid. Choose how notifications reach you in your settings.",
        "この配信停止リンクは無効です。通知の受け取り方は設定画面で選べます。";
    EmailVariableEmpty => "203.E001.009", None,
        "This variable will be empty for this recipient",
        "この宛先ではこの変数が空になります";
    TestEmailFailed => "205.E001.002", None,
        "The test email could not be sent",
        "テストメールを送信できませんでした";
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn every_code_has_a_message_in_both_languages_and_they_differ() {
        for code in Code::ALL {
            let en = code.message(Locale::En);
            let ja = code.message(Locale::Ja);
            assert!(!en.trim().is_empty(), "{code:?} lacks English");
            assert!(!ja.trim().is_empty(), "{code:?} lacks Japanese");
            assert_ne!(en, ja, "{code:?} has no real Japanese translation");
            assert!(!ja.is_ascii(), "{code:?}'s Japanese text is ASCII only");
        }
    }

    #[test]
    fn codes_are_unique_and_in_class_module_number_form() {
        let mut seen = HashSet::new();
        for code in Code::ALL {
            let text = code.code();
            assert!(seen.insert(text), "duplicate code {text}");
            let parts: Vec<&str> = text.split('.').collect();
            assert_eq!(parts.len(), 3, "{text}");
            assert!(
                parts[0].len() == 3 && parts[0].chars().all(|c| c.is_ascii_digit()),
                "{text}"
            );
            assert!(parts[1].len() == 4, "{text}");
            assert!(
                parts[2].len() == 3 && parts[2].chars().all(|c| c.is_ascii_digit()),
                "{text}"
            );
        }
    }

    #[test]
    fn the_spec_codes_keep_their_numbers() {
        assert_eq!(Code::Unauthenticated.code(), "102.X000.001");
        assert_eq!(Code::CannotSubscribe.code(), "102.S001.001");
        assert_eq!(
            Code::WrongEmailOrPassword.message(Locale::En),
            "The email or password you entered is incorrect."
        );
        assert_eq!(
            Code::InvalidCredentials.message(Locale::En),
            "Invalid credentials"
        );
        assert_eq!(
            Code::SameStatus.message(Locale::En),
            "Current status is same to new status"
        );
    }
}
